import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 10 "no view hook holds a business workflow in useState / useReducer": a workflow is a
 * machine in the catalog (machines/app), read with useSelector. The view hooks (`views/**\/use*.ts`)
 * that keep React state at all are listed here with what they keep: presentation only. A new one
 * fails this test until it is a machine, or listed with a reason a reviewer can check.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const PRESENTATION_STATE: Readonly<Record<string, string>> = {
  'views/bankAccounts/useBankAccountsViewModel.ts': 'a re-render tick for the live "updated n seconds ago" text',
  'views/common/invoiceList/useLiveInvoiceRows.ts': 'rows pushed by the live subscription, merged over the loaded page',
  'views/help/useHelpViewModel.ts': 'the search text and the chosen category of the static FAQ',
  'views/payments/usePaymentHistoryViewModel.ts': 'the list\'s total count as the table reports it',
  'views/public/activation/useWelcomeViewModel.ts': 'whether the welcome notice was closed',
  'views/reports/useReportsViewModel.ts': 'today\'s date, fixed when the screen opens',
  'views/statecharts/useDiagramLayout.ts': 'the diagram\'s computed layout',
  'views/statecharts/useStatechartViewModel.ts': 'fit-to-width or actual size',
  'views/users/useInviteUserViewModel.ts': 'the idempotency key of the one invitation the form sends',
};

function viewHooks(dir = join(ROOT, 'views')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return viewHooks(path);
    return /^use[A-Z].*\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [relative(ROOT, path).split('\\').join('/')] : [];
  });
}

const keepsReactState = (file: string) => /\buse(State|Reducer)\s*[<(]/.test(readFileSync(join(ROOT, file), 'utf8'));

describe('view hooks hold no business workflow in React state', () => {
  it('every view hook with useState / useReducer keeps presentation state only (listed with what it keeps)', () => {
    const hooks = viewHooks();
    expect(hooks.length).toBeGreaterThan(30);
    expect(hooks.filter(keepsReactState).sort()).toEqual(Object.keys(PRESENTATION_STATE).sort());
  });

  it('finds React state in a scratch hook', () => {
    expect(/\buse(State|Reducer)\s*[<(]/.test('const [step, setStep] = useState<Step>(\'amounts\');')).toBe(true);
    expect(/\buse(State|Reducer)\s*[<(]/.test('const [s, send] = useReducer(reducer, init);')).toBe(true);
    expect(/\buse(State|Reducer)\s*[<(]/.test('const value = useSelector(actor, (s) => s.context.value);')).toBe(false);
  });
});

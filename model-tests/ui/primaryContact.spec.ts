// UI model test of the primaryContact machine (machines/app/company): generated paths replayed in
// Chromium on Primary Contact as Acme's admin. Event -> page action, state -> assertion by role and
// label. The contact, the change requests and the live `primaryEmailChangeUpdated` pushes are
// answered by stubs (graphqlStub.ts for the GraphQL requests, a stubbed graphql-ws socket for the
// pushes): each load and each request is held until the path releases the answer it expects.
// Nothing is written on the server: admin@acme.example's address (most journeys sign in with it)
// never changes.
import { expect } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { primaryContactCatalogEntry } from '../../machines/app/company/catalogEntry';
import { primaryContactActorOutputs, primaryContactSampleEvents } from '../../machines/app/company/companySamples';
import type { PrimaryContactData, PrimaryEmailChangeItem } from '../../machines/app/company/companyTypes';
import type { PrimaryContactContext } from '../../machines/app/company/primaryContactMachine';
import { USERS } from '../../e2e/fixtures';
import { signedInAs } from '../../e2e/support/signedIn';
import { GraphqlStub, type GraphqlAnswer } from './graphqlStub';
import { SocketStub } from './socketStub';
import { describeUiReplay, uiPaths, UiCoverage, type UiDriver } from './uiReplay';

const UI_EVENTS: AnyEventObject[] = [...primaryContactSampleEvents, ...Object.values(primaryContactActorOutputs).flat()];

/** The answer the page's held request gets for an actor outcome event. */
function answerFor(event: AnyEventObject): { operation: string; answer: GraphqlAnswer } {
  const [, kind, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
  const error = (event as { error?: { code: string; messageId: string; refusal?: { machine: string; rule: string; subRules: string[] } } }).error;
  const output = (event as { output?: unknown }).output;
  if (actor === 'loadPrimaryContact' || actor === 'reloadPrimaryContact') {
    return { operation: 'PrimaryContact', answer: kind === 'done' ? { data: { primaryContact: output as PrimaryContactData } } : { error: error! } };
  }
  if (kind === 'done') return { operation: 'RequestPrimaryEmailChange', answer: { data: { requestPrimaryEmailChange: output as PrimaryEmailChangeItem } } };
  return { operation: 'RequestPrimaryEmailChange', answer: { error: error! } };
}

let graphql: GraphqlStub;
let socket: SocketStub<PrimaryEmailChangeItem>;

const STATUS: Record<string, string> = { submitted: 'Submitted', approved: 'Approved', rejected: 'Rejected' };
/** The words of the refusals the samples lead to. */
const REFUSAL_WORDS: Record<string, string> = {
  sameAsCurrentEmail: 'The new e-mail is the current primary e-mail.',
  emailAlreadyInUse: 'Another user already has this e-mail.',
};

const driver: UiDriver = {
  async open(page) {
    graphql = await GraphqlStub.install(page, {}, ['PrimaryContact', 'RequestPrimaryEmailChange']);
    socket = await SocketStub.install<PrimaryEmailChangeItem>(page, 'primaryEmailChangeUpdated');
    // Signed in already (the suite's storageState: one sign-in per worker, e2e/support/signedIn.ts).
    await page.goto('/account/settings/primary-contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Primary Contact' })).toBeVisible({ timeout: 30_000 }); // a lazy route on a loaded machine
  },

  async perform(page, event) {
    if (event.type.startsWith('xstate.')) {
      const { operation, answer } = answerFor(event);
      return graphql.release(operation, answer);
    }
    switch (event.type) {
      case 'primaryEmail.updated':
        return socket.push(event.change as PrimaryEmailChangeItem);
      case 'primaryContact.retry':
        return page.getByRole('button', { name: 'Try again' }).click();
      case 'primaryEmail.request': {
        await page.getByRole('textbox', { name: /^New e-mail/ }).fill((event.change as { newEmail: string }).newEmail);
        return page.getByRole('button', { name: 'Request change' }).click();
      }
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },

  async check(page, state: AnyMachineSnapshot) {
    const context = state.context as PrimaryContactContext;
    if (state.matches('loading')) return expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    if (state.matches('loadFailed')) return expect(page.getByText('The primary contact could not be loaded.')).toBeVisible();
    const data = context.data!;
    const contactEmail = page.locator('dt', { hasText: /^E-mail$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(contactEmail).toHaveText(data.contact!.email);
    const shown = data.pending ?? data.lastDecided;
    const status = page.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]');
    await (shown ? expect(status).toHaveText(STATUS[shown.status]!) : expect(status).toHaveCount(0));
    const button = page.getByRole('button', { name: 'Request change' });
    if (state.matches({ ready: 'pending' })) {
      await expect(page.getByText('Only one change can wait for a decision at a time.')).toBeVisible();
      return expect(button).toHaveCount(0);
    }
    await expect(button).toBeVisible();
    const refusal = context.refusal as { subRules?: string[]; refusal?: { subRules: string[] } } | null;
    const checks = refusal?.subRules ?? refusal?.refusal?.subRules ?? [];
    for (const check of checks) await expect(page.getByText(REFUSAL_WORDS[check]!)).toBeVisible();
    if (refusal && checks.length === 0) await expect(page.getByRole('heading', { name: 'The change was not requested' })).toBeVisible();
  },
};

const paths = uiPaths(primaryContactCatalogEntry, UI_EVENTS);
const coverage = new UiCoverage(primaryContactCatalogEntry);

describeUiReplay('primaryContact machine in Chromium (generated paths)', driver, paths, coverage, { storageState: signedInAs(USERS.admin) });

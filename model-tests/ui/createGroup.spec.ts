// UI model test of the createGroup machine (machines/app/groups): generated paths replayed in
// Chromium on Create Group as Acme's admin. Event -> page action (the step's fields filled with the
// event's values, then Continue / Back / Create group), state -> assertion by role and label (the
// step's heading, the field error of a refused step, the review's failure). The group directory
// and the CreateGroup mutation are answered by the GraphQL stub, held until the path releases the
// answer it expects: nothing is written on the server.
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { createGroupCatalogEntry } from '../../machines/app/groups/catalogEntry';
import type { CreateGroupContext } from '../../machines/app/groups/createGroupMachine';
import type { GroupDraft } from '../../machines/app/groups/groupDraft';
import type { GroupDirectoryData, GroupView } from '../../machines/app/groups/groupTypes';
import type { GroupBillTo, GroupDetails, GroupMembers } from '../../machines/rules/groupEntity';
import { USERS } from '../../e2e/fixtures';
import { pickOption } from '../../e2e/support/picker';
import { signedInAs } from '../../e2e/support/signedIn';
import { GraphqlStub, type GraphqlAnswer } from './graphqlStub';
import { describeUiReplay, uiPaths, UiCoverage, type UiDriver } from './uiReplay';

const entry = createGroupCatalogEntry;
/** The browser's events: the catalog's samples (values a user types) and every server answer. */
const UI_EVENTS: AnyEventObject[] = [...entry.sampleEvents, ...Object.values(entry.actorOutputs ?? {}).flat()] as AnyEventObject[];

const NAMES: Record<string, string> = { u1: 'Alex Morgan', u2: 'Priya Shah', u3: 'Sam Lee' };
const COUNTRY: Record<string, string> = { US: 'United States' };
const RELATION: Record<string, string> = { subsidiary: 'Subsidiary', affiliate: 'Affiliate', sameLegalEntity: 'Same legal entity', franchiseAssociation: 'Franchise/association' };
const STEP_HEADING: Record<string, string> = { kind: 'Group type', details: 'Group details', billTo: 'Bill to', members: 'Admin and users', review: 'Review' };
/** The field error each refused step shows for the catalog's refused samples. */
const REFUSAL_TEXT: Record<string, string> = {
  kind: 'Please Select Group type',
  details: 'A US tax ID has exactly 9 digits, without a dash.',
  billTo: 'Please Select Bill to',
  members: 'The Payer role is allowed only in the top-level group (Priya Shah is a Payer).',
};

/** A directory as the GroupDirectory query returns it (GroupFields has exactly GroupView's fields). */
const asDirectory = (d: GroupDirectoryData) => ({ groupDirectory: { groups: d.groups, users: d.users, canCreate: d.canCreate } });

function answerFor(event: AnyEventObject): { operation: string; answer: GraphqlAnswer } {
  const [, kind, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
  const error = (event as { error?: { code: string; messageId: string } }).error;
  if (actor === 'loadGroupDirectory') return { operation: 'GroupDirectory', answer: kind === 'done' ? { data: asDirectory((event as unknown as { output: GroupDirectoryData }).output) } : { error: error! } };
  return { operation: 'CreateGroup', answer: kind === 'done' ? { data: { createGroup: (event as unknown as { output: GroupView }).output } } : { error: error! } };
}

const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

async function pick(page: Page, label: string, option: string): Promise<void> {
  await pickOption(page, page.getByRole('button', { name: new RegExp(`${label} \\(required\\)`) }), option);
}

async function fillDetails(page: Page, d: GroupDetails): Promise<void> {
  await box(page, 'Group name').fill(d.name);
  await box(page, 'Legal name').fill(d.legalName);
  await box(page, 'DBA').fill(d.dba);
  await box(page, 'Trading name').fill(d.tradingName);
  await box(page, 'Registration number').fill(d.registrationNumber);
  await box(page, 'Tax ID').fill(d.taxId);
  await box(page, 'Address line 1').fill(d.address.line1);
  await box(page, 'Address line 2').fill(d.address.line2);
  await box(page, 'City').fill(d.address.city);
  await box(page, 'State').fill(d.address.state);
  await box(page, 'ZIP or postal code').fill(d.address.zip);
  if (d.address.country) await pick(page, 'Country', COUNTRY[d.address.country]!);
  if (d.relationToParent) await pick(page, 'Relation to parent', RELATION[d.relationToParent]!);
}

async function fillBillTo(page: Page, b: GroupBillTo): Promise<void> {
  if (b.billTo === '') return;
  await page.getByRole('radio', { name: b.billTo === 'own' ? "The entity's own details" : 'Parent group only' }).check();
  if (b.billTo === 'own') {
    await box(page, 'Billing contact').fill(b.billingContactName);
    await box(page, 'Billing e-mail').fill(b.billingEmail);
  }
}

async function fillMembers(page: Page, m: GroupMembers): Promise<void> {
  if (m.adminUserId) await pick(page, 'Group admin', `${NAMES[m.adminUserId]} (${m.adminUserId === 'u1' ? 'admin' : m.adminUserId === 'u2' ? 'payer' : 'purchaser'}@acme.example)`);
  for (const [id, name] of Object.entries(NAMES)) {
    const checkbox = page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
    await (m.userIds.includes(id) ? checkbox.check() : checkbox.uncheck());
  }
}

let graphql: GraphqlStub;

const driver: UiDriver = {
  async open(page) {
    graphql = await GraphqlStub.install(page, {}, ['GroupDirectory', 'CreateGroup']);
    // Signed in already (the describe's storageState: one sign-in per worker, e2e/support/signedIn.ts).
    await page.goto('/create-group');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Group' })).toBeVisible({ timeout: 30_000 });
  },

  async perform(page, event, before) {
    if (event.type.startsWith('xstate.')) {
      const { operation, answer } = answerFor(event);
      return graphql.release(operation, answer);
    }
    const next = () => page.getByRole('button', { name: 'Continue' }).click();
    switch (event.type) {
      case 'group.retry':
        return page.getByRole('button', { name: 'Try again' }).click();
      case 'group.submitKind':
        if (event['kind'] === 'legalEntity') await page.getByRole('radio', { name: 'Separate legal entity' }).check();
        return next();
      case 'group.submitDetails':
        await fillDetails(page, event['details'] as GroupDetails);
        return next();
      case 'group.submitBillTo':
        await fillBillTo(page, event['billTo'] as GroupBillTo);
        return next();
      case 'group.submitMembers':
        await fillMembers(page, event['members'] as GroupMembers);
        return next();
      case 'group.back': {
        const draft = event['draft'] as Partial<GroupDraft> | undefined;
        if (draft?.details && before.matches('details')) await fillDetails(page, draft.details);
        return page.getByRole('button', { name: 'Back', exact: true }).click();
      }
      case 'group.create':
        return page.getByRole('button', { name: 'Create group' }).click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },

  async check(page, state: AnyMachineSnapshot) {
    const context = state.context as CreateGroupContext;
    if (state.matches('loading')) return expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    if (state.matches('failed')) return expect(page.getByText('The groups could not be loaded.')).toBeVisible();
    if (state.matches('notAllowed')) return expect(page.getByRole('heading', { name: 'You do not manage a group to create a group below.' })).toBeVisible();
    if (state.matches('saved')) return expect(page).toHaveURL(/\/group\?id=g9$/);
    const step = (['kind', 'details', 'billTo', 'members', 'review'] as const).find((s) => state.matches(s)) ?? 'review';
    await expect(page.getByRole('heading', { level: 2, name: STEP_HEADING[step]! })).toBeVisible();
    if (state.matches('saving')) return expect(page.getByRole('button', { name: 'Create group' })).toHaveAttribute('aria-disabled', 'true');
    const refusal = REFUSAL_TEXT[step];
    if (refusal) await (context.refusedStep === step ? expect(page.getByText(refusal)).toBeVisible() : expect(page.getByText(refusal)).toHaveCount(0));
    if (step === 'details') await expect(box(page, 'Group name')).toHaveValue(context.draft.details.name);
    if (step === 'review') {
      const failure = page.getByRole('heading', { name: 'The group was not created.' });
      await (context.failure ? expect(failure).toBeVisible() : expect(failure).toHaveCount(0));
    }
  },
};

/**
 * Steps the browser cannot take: events the state ignores (no such control on the page), a kind
 * or a bill-to un-chosen (radios), and Back with values of another step (Back sends the step it leaves).
 */
const drivable = (before: AnyMachineSnapshot, event: AnyEventObject): boolean => {
  const context = before.context as CreateGroupContext;
  // The step's own buttons only: an event the state ignores has no control on the page.
  if (!event.type.startsWith('xstate.') && !before.can(event as never)) return false;
  if (event.type === 'group.submitKind' && event['kind'] === '' && context.draft.kind !== '') return false;
  if (event.type === 'group.submitBillTo' && (event['billTo'] as GroupBillTo).billTo === '' && context.draft.billTo.billTo !== '') return false;
  if (event.type === 'group.back' && event['draft'] !== undefined) return before.matches('details');
  if (event.type === 'group.back' && event['draft'] === undefined) return !before.matches('details');
  return true;
};
const paths = uiPaths(entry, UI_EVENTS, drivable);
const coverage = new UiCoverage(entry);

describeUiReplay('createGroup machine in Chromium (generated paths)', driver, paths, coverage, { timeout: 120_000, storageState: signedInAs(USERS.admin) });

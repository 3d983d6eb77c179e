// UI model test of the editUser machine (machines/app/users/editUserMachine.ts): its generated paths
// (editUserPlan.ts) replayed in Chromium on Edit User as Acme's administrator. Event -> page action,
// state -> assertion by role and label: the tabs' saves, suspend / deactivate with their questions,
// re-enable, resend, the Active/Inactive toggle, MFA reset, the 30-minute MFA disable and the MFA
// method update, every refusal. The user, the options and every mutation are answered by the GraphQL
// stub (graphqlStub.ts), each held until the path releases the answer it expects: the user shown
// exists only in this test and nothing is written on the server.
//
// Edit User's tabs are routes of their own, each with its own machine: an event offered on another
// tab than the one shown opens that tab first, as a user would, and its load is answered with the
// user and options the path has reached. The step's own state does not depend on what the previous
// tab's page confirmed: every event of `ready.idle` clears the feedback (done, failure, problems).
//
// Runs on the users server (project `users`, playwright.config.ts) beside the users journey, whose
// screens these are; it writes nothing there (every request about the user is stubbed), so the users
// journey's data stays as that journey expects.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { editUserCatalogEntry } from '../../machines/app/users/catalogEntry';
import { togglesActive, type EditUserContext } from '../../machines/app/users/editUserMachine';
import { ruleWordsId, statusMessageId } from '../../views/users/userLabels';
import { USERS } from '../../e2e/fixtures';
import { pickOption } from '../../e2e/support/picker';
import { signedInState } from '../../e2e/support/signedIn';
import { transitionsTaken } from '../coverage/machineCoverage';
import { editUserUiPlan, NOT_DRIVABLE, tabFor, type EditUserTab } from './editUserPlan';
import { GraphqlStub, type GraphqlAnswer } from './graphqlStub';
import { describePath, formatUiCoverage, stepsOf, uiGate } from './uiReplayPlan';

const entry = editUserCatalogEntry;

/** The English words the page shows, from the bundles it loads them from. */
const bundle = (file: string) => JSON.parse(readFileSync(new URL(`../../src/i18n/messages/en-US/${file}`, import.meta.url), 'utf8')) as Record<string, string>;
const EN: Record<string, string> = { ...bundle('common.json'), ...bundle('rules.json'), ...bundle('users.json'), ...bundle('screens/users.json'), ...bundle('screens/userAdmin.json') };
const words = (id: string, values: Record<string, string> = {}): string => {
  const text = EN[id];
  if (text === undefined) throw new Error(`no English message ${id}`);
  return text.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? `{${name}}`);
};

const TAB_LINK: Record<EditUserTab, string> = { general: 'General', roles: 'Group & Role', mfa: 'MFA' };
const TAB_PATH: Record<EditUserTab, string> = { general: 'general', roles: 'roles', mfa: 'mfa' };

/** The mutation each command is (src/api/userActors.ts), and its answer's field. */
const COMMAND: Record<string, [operation: string, field: string]> = {
  suspend: ['SuspendUser', 'suspendUser'],
  reEnable: ['ReEnableUser', 'reEnableUser'],
  deactivate: ['DeactivateUser', 'deactivateUser'],
  resend: ['ResendInvitation', 'resendInvitation'],
  resetMfa: ['ResetUserMfa', 'resetUserMfa'],
  setActive: ['SetUserActive', 'setUserActive'],
  disableMfa: ['DisableUserMfa', 'disableUserMfa'],
  updateMfa: ['UpdateUserMfa', 'updateUserMfa'],
};
const HELD = ['AccountUser', 'UserAdminOptions', 'UpdateUser', ...Object.values(COMMAND).map(([operation]) => operation)];

/** The operation an actor outcome answers and the answer, from the state before it. */
function answerFor(event: AnyEventObject, context: EditUserContext): { operation: string; answer: GraphqlAnswer } {
  const [, kind, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
  const error = (event as { error?: { code: string; messageId: string; refusal?: { machine: string; rule: string; subRules: string[] } } }).error;
  const output = (event as { output?: unknown }).output;
  const [operation, field] =
    actor === 'loadUser' ? ['AccountUser', 'accountUser']
    : actor === 'loadOptions' ? ['UserAdminOptions', 'userAdminOptions']
    : actor === 'updateUser' ? ['UpdateUser', 'updateUser']
    : COMMAND[context.command!.kind]!;
  return { operation, answer: kind === 'done' ? { data: { [field]: output } } : { error: error! } };
}

/** One path's page: the stub, the tab shown, and how many of each held request were answered. */
class EditUserPage {
  private tab: EditUserTab;
  private readonly answered = new Map<string, number>();

  private constructor(readonly page: Page, private readonly stub: GraphqlStub, firstTab: EditUserTab) {
    this.tab = firstTab;
  }

  static async open(page: Page, firstTab: EditUserTab): Promise<EditUserPage> {
    const stub = await GraphqlStub.install(page, {}, HELD);
    await page.goto(`/account/settings/users/ui-edit-user/${TAB_PATH[firstTab]}`);
    return new EditUserPage(page, stub, firstTab);
  }

  private async release(operation: string, answer: GraphqlAnswer): Promise<void> {
    await this.stub.release(operation, answer);
    this.answered.set(operation, (this.answered.get(operation) ?? 0) + 1);
  }

  /** The held request of `operation` waiting now (sent, not yet answered). */
  private async expectWaiting(operation: string): Promise<void> {
    await expect.poll(() => this.stub.sent.filter((s) => s.operation === operation).length).toBe((this.answered.get(operation) ?? 0) + 1);
  }

  /** Opens `tab` through the tab links; the new tab's machine loads the user and options the path has reached. */
  private async show(tab: EditUserTab, context: EditUserContext): Promise<void> {
    if (tab === this.tab) return;
    await this.page.getByRole('navigation', { name: 'User settings' }).getByRole('link', { name: TAB_LINK[tab], exact: true }).click();
    this.tab = tab;
    await this.release('AccountUser', { data: { accountUser: context.user } });
    await this.release('UserAdminOptions', { data: { userAdminOptions: context.options } });
    await expect(this.page.getByRole('heading', { level: 2, name: TAB_LINK[tab], exact: true })).toBeVisible();
  }

  async perform(event: AnyEventObject, before: AnyMachineSnapshot): Promise<void> {
    const context = before.context as EditUserContext;
    const page = this.page;
    if (event.type.startsWith('xstate.')) {
      const { operation, answer } = answerFor(event, context);
      return this.release(operation, answer);
    }
    const tab = tabFor(event);
    if (tab) await this.show(tab, context);
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    switch (event.type) {
      case 'editUser.retry':
        return page.getByRole('button', { name: 'Try again' }).click();
      case 'editUser.save': {
        const change = (event as unknown as { change: { firstName?: string; groupId?: string; roles?: string[] } }).change;
        if (change.firstName !== undefined) await page.getByRole('textbox', { name: /^First name/ }).fill(change.firstName);
        if (change.groupId !== undefined) {
          await pickOption(page, page.getByRole('button', { name: /Group/ }), context.options!.groups.find((g) => g.id === change.groupId)!.name);
        }
        if (change.roles) {
          for (const checkbox of await page.getByRole('group', { name: /^Roles/ }).getByRole('checkbox').all()) {
            const role = await checkbox.getAttribute('value');
            if (change.roles.includes(role!) !== (await checkbox.isChecked())) await checkbox.click();
          }
        }
        return page.getByRole('button', { name: 'Save' }).click();
      }
      case 'editUser.openSuspend':
        return page.getByRole('button', { name: 'Suspend', exact: true }).click();
      case 'editUser.openDeactivate':
        return page.getByRole('button', { name: 'Deactivate', exact: true }).click();
      case 'editUser.confirm':
        if (before.matches({ ready: 'confirmingSuspend' })) {
          await dialog.getByRole('textbox', { name: /^Reason/ }).fill(String(event.reason));
          return dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
        }
        return dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
      case 'editUser.cancel':
        return dialog.getByRole('button', { name: 'Cancel' }).click();
      case 'editUser.reEnable':
        return page.getByRole('button', { name: 'Re-enable' }).click();
      case 'editUser.resend':
        return page.getByRole('button', { name: 'Resend Invitation' }).click();
      case 'editUser.setActive':
        return page.getByRole('switch', { name: words('users.active.label') }).click();
      case 'editUser.resetMfa':
        return page.getByRole('button', { name: words('users.mfa.reset') }).click();
      case 'editUser.disableMfa':
        return page.getByRole('button', { name: words('users.mfa.disable') }).click();
      case 'editUser.updateMfa': {
        const form = page.getByRole('form', { name: words('users.mfa.update.title') });
        await form.getByRole('radio', { name: words(`users.mfa.method.${String(event.method)}`) }).check();
        if (event.method === 'sms') await form.getByRole('textbox', { name: /^Mobile number/ }).fill(String(event.target));
        return form.getByRole('button', { name: words('users.mfa.update.submit') }).click();
      }
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  }

  async check(state: AnyMachineSnapshot): Promise<void> {
    const page = this.page;
    const context = state.context as EditUserContext;
    if (state.matches('loading') || state.matches('loadingOptions')) {
      await this.expectWaiting(state.matches('loading') ? 'AccountUser' : 'UserAdminOptions');
      return expect(page.getByRole('progressbar', { name: words('common.loading') })).toBeVisible();
    }
    if (state.matches('failed')) {
      await expect(page.getByRole('heading', { name: words('users.error.loadFailed') })).toBeVisible();
      return expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    }
    if (state.matches('notFound')) return expect(page.getByRole('heading', { name: words('users.notFound') })).toBeVisible();

    const user = context.user!;
    await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
    const status = words(statusMessageId(user.status));
    await expect(page.getByText(words('users.summary', { email: user.email, status }))).toBeVisible();
    if (togglesActive(user)) {
      const toggle = page.getByRole('switch', { name: words('users.active.label') });
      await (user.status === 'active' ? expect(toggle).toBeChecked() : expect(toggle).not.toBeChecked());
    }
    if (state.matches('saving')) await this.expectWaiting('UpdateUser');
    if (state.matches('commanding')) await this.expectWaiting(COMMAND[context.command!.kind]![0]);

    const suspendDialog = page.getByRole('dialog', { name: words('users.suspend.title') });
    const deactivateDialog = page.getByRole('alertdialog', { name: words('users.deactivate.title') });
    await (state.matches({ ready: 'confirmingSuspend' }) ? expect(suspendDialog).toBeVisible() : expect(suspendDialog).toHaveCount(0));
    await (state.matches({ ready: 'confirmingDeactivate' }) ? expect(deactivateDialog).toBeVisible() : expect(deactivateDialog).toHaveCount(0));

    const confirmation = page.getByRole('main').getByRole('status');
    await (context.done ? expect(confirmation).toHaveText(words(`users.done.${context.done}`, { status })) : expect(confirmation).toHaveText(''));
    const refusal = page.getByRole('heading', { name: words('users.refused') });
    if (context.failure) {
      // A refusal naming a field of the tab shown shows under that field; any other above the tabs.
      const subRules = context.failure.refusal?.subRules ?? [];
      const lines = subRules.length ? subRules.map((rule) => `${context.failure!.messageId}.${rule}`) : [context.failure.messageId];
      for (const id of lines) await expect(page.getByText(words(id))).toBeVisible();
    } else await expect(refusal).toHaveCount(0);
    for (const problem of context.problems) await expect(page.getByText(words(ruleWordsId(problem)))).toBeVisible();
  }
}

const plan = editUserUiPlan();
const covered = new Set<string>();

test.describe('editUser machine in Chromium (generated paths)', () => {
  test.describe.configure({ mode: 'serial' });

  for (const [index, path] of plan.paths.entries()) {
    test(`path ${index + 1}: ${describePath(path)}`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ storageState: await signedInState(baseURL!, USERS.admin) });
      try {
        // The first tab an event of the path needs (General when none does).
        const firstTab = stepsOf(path).map(({ event }) => tabFor(event)).find((tab) => tab !== null) ?? 'general';
        const page = await EditUserPage.open(await context.newPage(), firstTab);
        await page.check(path.steps[0]!.state);
        for (const { event, before, after } of stepsOf(path)) {
          await page.perform(event, before);
          await page.check(after);
          transitionsTaken(entry.machine, before, event).forEach((key) => covered.add(key));
        }
      } finally {
        await context.close();
      }
    });
  }

  test.afterAll(() => {
    console.log(formatUiCoverage('editUser', covered, plan));
    // Anchored to the machine's declared transitions (uiGate): a path dropped from the plan fails it.
    expect(uiGate(entry.machine, covered, NOT_DRIVABLE), 'declared transitions no replayed step took').toEqual({ missing: [], staleListed: [] });
  });
});

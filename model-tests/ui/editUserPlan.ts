import type { AnyEventObject } from 'xstate';
import { editUserCatalogEntry } from '../../machines/app/users/catalogEntry';
import type { CatalogEntry } from '../../machines/catalog';
import { planUiReplay, type UiNotDriven, type UiReplayPlan } from './uiReplayPlan';

/**
 * What the editUser UI model test (editUser.spec.ts) replays, computed from the machine alone (pure:
 * the coverage gate test model-tests/machines/editUserUiGate.test.ts checks it without a browser).
 */

/** Edit User's tabs are routes of their own: where the page offers each event. */
export type EditUserTab = 'general' | 'roles' | 'mfa';

/** The tab an event needs; null when every tab offers it (the status commands sit above the tabs). */
export function tabFor(event: AnyEventObject): EditUserTab | null {
  if (event.type === 'editUser.save') return 'groupId' in (event as unknown as { change: object }).change ? 'roles' : 'general';
  if (event.type === 'editUser.resetMfa' || event.type === 'editUser.disableMfa' || event.type === 'editUser.updateMfa') return 'mfa';
  return null;
}

/**
 * A refusal the page's own form check stops before the machine hears of it: the browser cannot send
 * it. (The machine refuses it too, for any other sender; the machine-level model tests cover that.)
 * The MFA form's blank SMS number is the same, but a refused updateMfa takes no transition, so no
 * generated path has it.
 */
export const notDriven: UiNotDriven = (event, before) =>
  event.type === 'editUser.confirm' && before.matches({ ready: 'confirmingSuspend' }) && String(event.reason ?? '').trim() === ''
    ? "not driven: the Suspend dialog's form requires a reason and never sends a blank one"
    : null;

/** Declared transitions no browser step can take, with why (the gate's only exceptions). */
export const NOT_DRIVABLE: Readonly<Record<string, string>> = {
  'editUser.ready.confirmingSuspend|editUser.confirm|1': 'a blank reason: the Suspend dialog\'s form stops it (the field shows "required") before the machine',
};

export const editUserUiPlan = (entry: CatalogEntry = editUserCatalogEntry): UiReplayPlan => planUiReplay(entry, notDriven);

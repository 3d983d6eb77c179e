import type { AnyEventObject } from 'xstate';
import type { StaffConsoleEvent } from './staffConsoleMachine';

/** Example events and outcomes of the staff console machine. Pure data. */
const INTERNAL = { code: 'INTERNAL', messageId: 'signIn.error.internal' };
const REFUSED = { code: 'RULE_REFUSED', messageId: 'rule.creditIncrease.notAllowedInState' };

export const staffConsoleSampleEvents = [
  { type: 'console.search', query: { search: 'acme' } },
  { type: 'console.refresh' },
  { type: 'console.act', action: { kind: 'openPortal', buyerId: 'b-1', path: '/' } },
  { type: 'console.retry' },
] as const satisfies readonly StaffConsoleEvent[];

export const staffConsoleActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  load: [{ type: 'xstate.done.actor.load', output: { customers: [] } }, { type: 'xstate.error.actor.load', error: INTERNAL }],
  act: [{ type: 'xstate.done.actor.act', output: { url: '/x-session?jwtAuth=t&path=%2F' } }, { type: 'xstate.error.actor.act', error: REFUSED }],
};

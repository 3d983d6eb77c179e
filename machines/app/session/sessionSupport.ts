import type { AnyEventObject } from 'xstate';
import { ERRORS, type ErrorCode } from '../../../src/domain/errors';
import type { SessionActorTypes, SessionEvent, SessionFailure } from './sessionTypes';

/**
 * Pure helpers the session machine's named guards, actions and invoke inputs use: reading actor
 * results out of `xstate.done.actor.*` / `xstate.error.actor.*` events and normalising failures.
 */

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/**
 * The failure an actor rejected with, as an `ErrorBody`. Actors reject with `ErrorBody`-shaped
 * errors (sessionTypes.ts); anything else (a network TypeError, a bug) becomes INTERNAL.
 */
export function toSessionFailure(error: unknown): SessionFailure {
  if (typeof error === 'object' && error !== null && 'code' in error && isErrorCode(error.code)) {
    const messageId = 'messageId' in error && typeof error.messageId === 'string' ? error.messageId : ERRORS[error.code];
    const values = 'values' in error && typeof error.values === 'object' && error.values !== null ? (error.values as SessionFailure['values']) : undefined;
    return values ? { code: error.code, messageId, values } : { code: error.code, messageId };
  }
  return { code: 'INTERNAL', messageId: ERRORS.INTERNAL };
}

/** The failure carried by an `xstate.error.actor.*` event. */
export function failureOf(event: AnyEventObject): SessionFailure {
  return toSessionFailure((event as { error?: unknown }).error);
}

/** Does the failing actor event carry this error code? */
export function hasFailureCode(event: AnyEventObject, code: ErrorCode): boolean {
  return failureOf(event).code === code;
}

/** The output of a named session actor from its `xstate.done.actor.*` event. */
export function outputOf<K extends keyof SessionActorTypes>(_actor: K, event: AnyEventObject): SessionActorTypes[K]['output'] {
  return (event as unknown as { output: SessionActorTypes[K]['output'] }).output;
}

/** Input of the signIn actor: the credentials of the `session.signIn` event that entered `signingIn`. */
export function signInInput({ event }: { event: SessionEvent }): SessionActorTypes['signIn']['input'] {
  if (event.type !== 'session.signIn') throw new Error(`signIn invoked by ${event.type}`);
  return { email: event.email, password: event.password };
}

/** Input of the handoff actor: the token and data of the `session.handoff` event. */
export function handoffInput({ event }: { event: SessionEvent }): SessionActorTypes['handoff']['input'] {
  if (event.type !== 'session.handoff') throw new Error(`handoff invoked by ${event.type}`);
  return { jwtAuth: event.jwtAuth, data: event.data };
}

/** Input of the loadSession actor: the buyer of the session's claims. */
export function loadSessionInput({ context }: { context: { claims: { buyerId: string | null } | null } }): SessionActorTypes['loadSession']['input'] {
  return { buyerId: context.claims?.buyerId ?? null };
}

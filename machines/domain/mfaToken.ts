import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { isCacheableScope, isTimeBasedScope } from '../rules/mfaScope';
import type { MfaScope } from '../rules/mfaScope';
import {
  MFA_MAX_WRONG_CODES,
  MFA_TIME_BASED_MAX_USES,
  MFA_USABILITY_PROBLEMS,
  isMfaTokenExpired,
  isMfaTokenUsedUp,
  mfaUsabilityProblems,
} from '../rules/mfaToken';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/** Spec 3 "MFA token" (id, scope, status, expires, uses), 4 "MFA tokens", 6 and 8 (verify errors). */
export interface MfaTokenContext {
  scope: MfaScope;
  expiresAt: string;
  uses: number;
  wrongCodes: number;
  confirmedAt: string | null;
  removedReason: 'expired' | 'cancelled' | null;
  /** False for Setup tokens: the browser must never keep them in its MFA cache. */
  cacheable: boolean;
}

export type MfaTokenEvent =
  /** The user entered a code; the server compared it and says whether it matches. */
  | { type: 'mfa.verify'; codeMatches: boolean; now: string }
  /** Is the token usable now? An expired confirmed token is removed. */
  | { type: 'mfa.check'; now: string }
  /** The protected action uses the token. */
  | { type: 'mfa.use'; now: string }
  | { type: 'mfa.cancel' };

export type MfaTokenStatus = 'pending' | 'confirmed' | 'lockedOut' | 'used' | 'removed';
export type MfaTokenInput = Pick<MfaTokenContext, 'scope' | 'expiresAt'> & Partial<MfaTokenContext>;

const SPEC = '4. MFA tokens';
const nowOf = (event: MfaTokenEvent) => ('now' in event ? event.now : undefined);
const problemsOf = (context: MfaTokenContext, event: MfaTokenEvent) =>
  mfaUsabilityProblems({ confirmed: context.confirmedAt !== null, expiresAt: context.expiresAt }, nowOf(event));

function contextFrom(input: MfaTokenInput | undefined): MfaTokenContext {
  const scope = input?.scope ?? 'BuyerCreate';
  return {
    scope, expiresAt: input?.expiresAt ?? '2026-03-02T09:10:00Z', uses: 0, wrongCodes: 0, confirmedAt: null, removedReason: null,
    ...input, cacheable: isCacheableScope(scope),
  };
}

export const mfaTokenMachine = setup({
  types: {
    context: {} as MfaTokenContext,
    events: {} as MfaTokenEvent,
    input: {} as MfaTokenInput,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isExpired: ({ context, event }) => isMfaTokenExpired(context.expiresAt, nowOf(event)),
    isCodeCorrect: ({ event }) => event.type === 'mfa.verify' && event.codeMatches === true,
    isLastAllowedAttempt: ({ context }) => context.wrongCodes + 1 >= MFA_MAX_WRONG_CODES,
    isUsable: ({ context, event }) => problemsOf(context, event).length === 0,
    isUsedUp: ({ context }) => isMfaTokenUsedUp(context),
  },
  actions: {
    recordConfirmation: assign(({ event }) => ({ confirmedAt: nowOf(event) ?? null })),
    countWrongCode: assign(({ context }) => ({ wrongCodes: context.wrongCodes + 1 })),
    countUse: assign(({ context }) => ({ uses: context.uses + 1 })),
    markExpired: assign({ removedReason: 'expired' as const }),
    markCancelled: assign({ removedReason: 'cancelled' as const }),
  },
}).createMachine({
  id: 'mfaToken',
  description: 'A one-time code sent to the user for one scope (sign-in, order approval, card number, ...), from sending to removal.',
  context: ({ input }) => contextFrom(input),
  initial: 'live',
  states: {
    live: {
      description: 'The token exists: its code is waiting to be verified, or it is confirmed.',
      meta: { spec: SPEC },
      initial: 'pending',
      on: {
        'mfa.check': { guard: 'isUsable', description: 'A token is usable only when confirmed and not expired.', meta: { spec: SPEC } },
        'mfa.use': {
          guard: 'isUsable',
          actions: 'countUse',
          description: 'Using a token counts one use; only a confirmed, unexpired token can be used.',
          meta: { spec: SPEC },
        },
        'mfa.cancel': { target: 'removed', actions: 'markCancelled', description: 'The user cancels the verification; the token is removed.', meta: { spec: '8. Verify' } },
      },
      states: {
        pending: {
          description: 'A code was sent (SMS or e-mail) and waits to be entered.',
          meta: { spec: SPEC },
          on: {
            'mfa.verify': [
              { guard: 'isExpired', target: '#mfaToken.removed', actions: 'markExpired', description: 'A code entered after the token expired removes the token.', meta: { spec: '8. Verify' } },
              { guard: 'isCodeCorrect', target: 'confirmed', actions: 'recordConfirmation', description: 'The right code confirms the token.', meta: { spec: SPEC } },
              {
                guard: 'isLastAllowedAttempt',
                target: '#mfaToken.lockedOut',
                actions: 'countWrongCode',
                description: `The ${MFA_MAX_WRONG_CODES}th wrong code locks the token out.`,
                meta: { spec: '8. Verify' },
              },
              { actions: 'countWrongCode', description: 'A wrong code is counted; the user may try again.', meta: { spec: '8. Verify' } },
            ],
          },
        },
        confirmed: {
          description: 'Confirmed: usable until it expires. Setup tokens are never cached by the browser (cacheable = false).',
          meta: { spec: SPEC },
          always: {
            guard: 'isUsedUp',
            target: '#mfaToken.used',
            description: `After use, a single-use token is removed at once; a time-based BuyerCreate token after ${MFA_TIME_BASED_MAX_USES} uses.`,
            meta: { spec: SPEC },
          },
          on: {
            'mfa.check': { guard: 'isExpired', target: '#mfaToken.removed', actions: 'markExpired', description: 'An expired token is removed when checked.', meta: { spec: SPEC } },
          },
        },
      },
    },
    lockedOut: { type: 'final', description: `Locked out after ${MFA_MAX_WRONG_CODES} wrong codes; a new code must be requested.`, meta: { spec: '8. Verify', permanent: true } },
    used: { type: 'final', description: 'Removed after use.', meta: { spec: SPEC, permanent: true } },
    removed: { type: 'final', description: 'Removed because it expired or the user cancelled.', meta: { spec: SPEC, permanent: true } },
  },
});

export type MfaTokenSnapshot = SnapshotFrom<typeof mfaTokenMachine>;

/** The snapshot of a stored token. */
export function initialFor(token: { status: MfaTokenStatus } & MfaTokenInput): MfaTokenSnapshot {
  const { status, ...facts } = token;
  return mfaTokenMachine.resolveState({ value: stateValueFor(mfaTokenMachine, status), context: contextFrom(facts) });
}

export const mfaTokenStatus = (snapshot: MfaTokenSnapshot) => leafStatus(snapshot) as MfaTokenStatus;
/** Time-based tokens stay after use (spec 4); exported for screens that explain it. */
export const isTimeBasedToken = (snapshot: MfaTokenSnapshot) => isTimeBasedScope(snapshot.context.scope);

type Doc = RuleDoc<MfaTokenContext, MfaTokenEvent>;
export const mfaTokenRules: Record<'isExpired' | 'isCodeCorrect' | 'isLastAllowedAttempt' | 'isUsable' | 'isUsedUp', Doc> = {
  isExpired: { description: 'The token has expired (its expiry time has been reached).', spec: SPEC },
  isCodeCorrect: { description: 'The code entered matches the code sent.', spec: SPEC },
  isLastAllowedAttempt: { description: `This wrong code is the ${MFA_MAX_WRONG_CODES}th; the token locks out.`, spec: '8. Verify' },
  isUsable: {
    description: 'A token is usable only when its code has been verified (Confirmed) and it has not expired.',
    spec: SPEC,
    subRules: MFA_USABILITY_PROBLEMS,
    explain: ({ context, event }) => problemsOf(context, event),
  },
  isUsedUp: {
    description: `Single-use scopes are used up after one use; BuyerCreate tokens after ${MFA_TIME_BASED_MAX_USES}.`,
    spec: SPEC,
  },
};

const BEFORE = '2026-03-02T09:09:59Z';
const AT_EXPIRY = '2026-03-02T09:10:00Z';
/** For the default input (a BuyerCreate token expiring at 09:10:00Z). */
export const mfaTokenSampleEvents: readonly MfaTokenEvent[] = [
  { type: 'mfa.verify', codeMatches: true, now: BEFORE },
  { type: 'mfa.verify', codeMatches: false, now: BEFORE },
  { type: 'mfa.verify', codeMatches: true, now: AT_EXPIRY },
  { type: 'mfa.check', now: BEFORE },
  { type: 'mfa.check', now: AT_EXPIRY },
  { type: 'mfa.use', now: BEFORE },
  { type: 'mfa.use', now: AT_EXPIRY },
  { type: 'mfa.cancel' },
];

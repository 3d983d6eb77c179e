import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 2 Developers / 6 clientDeveloper "manages API keys": a seller API key. It is created active
 * (its secret shown once, only its SHA-256 kept) and authenticates the seller API until it is
 * revoked; a revoked key is refused for good.
 */
export interface ApiKeyContext {
  revokedAt: string | null;
  revokedBy: string | null;
}

export type ApiKeyEvent = { type: 'apiKey.revoke'; now: string; by: string };
export type ApiKeyStatus = 'active' | 'revoked';

const SPEC = '2. Developers (API keys)';
const defaults: ApiKeyContext = { revokedAt: null, revokedBy: null };

export const apiKeyMachine = setup({
  types: {
    context: {} as ApiKeyContext,
    events: {} as ApiKeyEvent,
    input: {} as Partial<ApiKeyContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  actions: {
    recordRevocation: assign(({ event }) => ({ revokedAt: event.now, revokedBy: event.by })),
  },
}).createMachine({
  id: 'apiKey',
  description: 'A seller API key: active until a developer revokes it.',
  context: ({ input }) => ({ ...defaults, ...input }),
  initial: 'active',
  states: {
    active: {
      description: 'Active: requests bearing the key are authenticated (in its mode, with its scopes); each use records "last used".',
      meta: { spec: SPEC },
      on: {
        'apiKey.revoke': { target: 'revoked', actions: 'recordRevocation', description: 'A developer revokes the key: every later request bearing it is refused.', meta: { spec: SPEC } },
      },
    },
    revoked: {
      type: 'final',
      description: 'Revoked: the key authenticates nothing any more.',
      meta: { spec: SPEC, permanent: true },
    },
  },
});

export type ApiKeySnapshot = SnapshotFrom<typeof apiKeyMachine>;

export function initialFor(key: { status: ApiKeyStatus } & Partial<ApiKeyContext>): ApiKeySnapshot {
  const { status, ...facts } = key;
  return apiKeyMachine.resolveState({ value: stateValueFor(apiKeyMachine, status), context: { ...defaults, ...facts } });
}

export const apiKeyStatus = (snapshot: ApiKeySnapshot) => leafStatus(snapshot) as ApiKeyStatus;

export const apiKeyRules: Record<string, RuleDoc<ApiKeyContext, ApiKeyEvent>> = {};

export const apiKeySampleEvents: readonly ApiKeyEvent[] = [{ type: 'apiKey.revoke', now: '2026-03-05T09:00:00Z', by: 'developer' }];

import type { PromiseActorLogic } from 'xstate';
import type { AccountActivityMachine } from './accountActivityMachine';

/** One audit entry as the screen shows it: a message id with its ICU values, translated by the view. */
export interface ActivityItem {
  seq: number;
  occurredAt: string;
  /** Null when the system acted (e.g. the bank settled a payment). */
  actorRole: string | null;
  entityType: string;
  entityId: string;
  messageId: string;
  values: Readonly<Record<string, string>>;
  fromState: string | null;
  toState: string | null;
}

export interface ActivityPage {
  entries: readonly ActivityItem[];
  hasMore: boolean;
}

export interface ActivityPageInput {
  buyerId: string | null;
  first: number;
  /** Entries older than this seq; null for the newest. */
  before: number | null;
}

/** Supplied by src/api/activityActors.ts, declared beside the machine that invokes them. */
export interface ActivityLoaders {
  /** The Account Activity page's machine with `loadActivityPage` provided. */
  activityLogic: AccountActivityMachine;
  loadActivityPage: PromiseActorLogic<ActivityPage, ActivityPageInput>;
}

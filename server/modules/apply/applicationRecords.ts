import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import { buyerApplicationMachine, type BuyerApplicationContext } from '../../../machines/domain/buyerApplication';
import { stateValueFor } from '../../../machines/domain/domainKit';
import type { BuyerApplicationTable } from '../../db/schema';

export type ApplicationRow = Selectable<BuyerApplicationTable>;

/** The audit trail's entity type for an application. */
export const APPLICATION_ENTITY = 'buyerApplication';

/** A stored application as the machine's state and context. */
export function storedStateOf(row: ApplicationRow): { value: ReturnType<typeof stateValueFor>; context: BuyerApplicationContext } {
  return { value: stateValueFor(buyerApplicationMachine, row.status), context: row.context as BuyerApplicationContext };
}

/** What makes two submissions "the same application": everything sent but the key. */
export function applicationFingerprint(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify({ v: 1, payload })).digest('hex');
}

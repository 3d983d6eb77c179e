import type { Kysely, Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { bankAccountMachine, bankAccountStatus } from '../../../machines/domain/bankAccount';
import { bankMandateMachine, bankMandateStatus, type BankMandateEvent } from '../../../machines/domain/bankMandate';
import { stateValueFor } from '../../../machines/domain/domainKit';
import type { Database } from '../../db/schema';
import type { MandateOutcome } from '../../integrations/bank/mandateGateway';
import { applyDomainEvent } from '../../rulebook/enforce';
import { findBankAccount, mandateFactsOf, type BankAccountRow } from './bankAccountRecords';

/**
 * Applies the bank's answer to a pending mandate through the bankMandate machine (spec 4 "Bank
 * mandate"): signed, failed (with a reason), unsupported bank, or cancelled. applyDomainEvent
 * decides and appends the audit entry; the new state is written in the same transaction, and the
 * machine's effects are carried out: `removeBankAccount` removes the account through the
 * bankAccount machine (`bankAccount.removed`; the buyer then
 * sees the bank-account-removed banner, because the newest account's mandate is cancelled).
 * Answers for mandates that are no longer pending are ignored (the bank may answer twice), except a
 * cancellation of a signed mandate (the buyer revoked it at their bank).
 *
 * The audited entity is the buyer's mandate (`bankMandate`, id = buyer id): the machine follows the
 * buyer's direct-debit setup over time, across replaced accounts.
 */
const SYSTEM = { userId: null, role: null };

export interface SettledMandate {
  row: BankAccountRow;
  status: string;
}

export function eventFor(outcome: MandateOutcome, now: string): BankMandateEvent {
  switch (outcome.kind) {
    case 'signed':
      return { type: 'mandate.signed', now };
    case 'failed':
      return { type: 'mandate.failed', reason: outcome.reason, now };
    case 'cancelled':
      return { type: 'mandate.cancelled', now };
    default:
      return { type: 'mandate.unsupported' };
  }
}

export async function settleMandate(db: Kysely<Database>, bankAccountId: string, outcome: MandateOutcome, now: Date): Promise<SettledMandate | null> {
  return db.transaction().execute((trx) => settleInTransaction(trx, bankAccountId, outcome, now));
}

async function settleInTransaction(trx: Transaction<Database>, bankAccountId: string, outcome: MandateOutcome, now: Date): Promise<SettledMandate | null> {
  const row = await trx.selectFrom('bank_accounts').selectAll().where('id', '=', bankAccountId).forUpdate().executeTakeFirst();
  const answerable = outcome.kind === 'cancelled' ? ['pending', 'signed'] : ['pending'];
  if (!row || !answerable.includes(row.mandate_status)) return null;
  const applied = await applyDomainEvent(trx, {
    entry: catalogEntry('bankMandate'),
    entity: { type: 'bankMandate', id: row.buyer_id, buyerId: row.buyer_id },
    stored: { value: stateValueFor(bankMandateMachine, row.mandate_status), context: { ...mandateFactsOf(row), pendingEffects: [] } },
    event: eventFor(outcome, now.toISOString()),
    now,
    actor: SYSTEM,
    persist: async ({ snapshot }) => {
      const { pendingEffects: _effects, ...facts } = snapshot.context;
      await trx
        .updateTable('bank_accounts')
        .set({ mandate_status: bankMandateStatus(snapshot), mandate_context: JSON.stringify(facts), mandate_settles_at: null })
        .where('id', '=', row.id)
        .execute();
    },
  });
  const status = bankMandateStatus(applied.snapshot);
  if (applied.snapshot.context.pendingEffects.includes('removeBankAccount') && row.status !== 'removed') {
    // The mandate's effect: the bank account is removed (the bankAccount machine), and the buyer sees the banner.
    await applyDomainEvent(trx, {
      entry: catalogEntry('bankAccount'),
      entity: { type: 'bankAccount', id: row.id, buyerId: row.buyer_id },
      stored: { value: stateValueFor(bankAccountMachine, row.status) },
      event: { type: 'bankAccount.removed' },
      now,
      actor: SYSTEM,
      persist: async ({ snapshot }) => {
        await trx.updateTable('bank_accounts').set({ status: bankAccountStatus(snapshot), removed_at: now }).where('id', '=', row.id).execute();
      },
    });
  }
  const updated = await findBankAccount(trx, row.id);
  return updated ? { row: updated, status } : null;
}

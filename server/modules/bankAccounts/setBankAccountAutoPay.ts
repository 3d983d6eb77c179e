import type { Kysely } from 'kysely';
import { AUTOPAY_REQUIRED_BILLING_CYCLES, isAutoPayRequired } from '../../../machines/rules/bankAccountRules';
import { appendAuditEntry } from '../../audit/auditLog';
import { toAuditJson } from '../../audit/redact';
import type { Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import { findBankAccount, type BankAccountRow } from './bankAccountRecords';

export interface SetAutoPayCommand {
  bankAccountId: string;
  buyerId: string;
  autoPay: boolean;
  userId: string;
  role: string | null;
  now: Date;
}

/** The audit trail's names for an AutoPay change (a pure rule of machines/rules, not a machine transition). */
export const AUTOPAY_AUDIT = { entityType: 'bankAccount', machineId: 'bankAccountRules', eventType: 'bankAccount.autoPayChanged' } as const;
const RULE = {
  guard: 'isAutoPayChangeAllowed',
  description: `AutoPay can be changed only on the buyer's active bank account, and cannot be turned off while the billing cycle requires it (${AUTOPAY_REQUIRED_BILLING_CYCLES.join(', ')}).`,
  spec: '5. One active bank account; AutoPay',
};

/**
 * Turns AutoPay on or off (spec 5): in ONE transaction, the account row locked (FOR UPDATE), the
 * rule checked on the locked row and the buyer's billing cycle (machines/rules/bankAccountRules.ts
 * isAutoPayRequired, the one the page asks), the update guarded by `status = 'active'` (an account
 * replaced meanwhile is not changed), and an audit entry appended last. Setting the value it
 * already has changes and records nothing. A refusal is AUTOPAY_CHANGE_FAILED.
 */
export async function setBankAccountAutoPay(db: Kysely<Database>, command: SetAutoPayCommand): Promise<BankAccountRow> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('bank_accounts').select(['id', 'buyer_id', 'status', 'auto_pay']).where('id', '=', command.bankAccountId).forUpdate().executeTakeFirst();
    if (!locked || locked.buyer_id !== command.buyerId) throw portalError('NOT_FOUND');
    const buyer = await trx.selectFrom('buyers').select('billing_cycle').where('id', '=', command.buyerId).executeTakeFirstOrThrow();
    if (locked.status !== 'active' || (!command.autoPay && isAutoPayRequired(buyer.billing_cycle))) throw portalError('AUTOPAY_CHANGE_FAILED');
    if (locked.auto_pay !== command.autoPay) {
      const changed = await trx
        .updateTable('bank_accounts')
        .set({ auto_pay: command.autoPay })
        .where('id', '=', locked.id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw portalError('AUTOPAY_CHANGE_FAILED');
      await appendAuditEntry(trx, {
        occurredAt: command.now,
        actor: { userId: command.userId, role: command.role },
        buyerId: command.buyerId,
        entity: { type: AUTOPAY_AUDIT.entityType, id: locked.id },
        machineId: AUTOPAY_AUDIT.machineId,
        eventType: AUTOPAY_AUDIT.eventType,
        eventPayload: toAuditJson({ type: AUTOPAY_AUDIT.eventType, autoPay: command.autoPay, billingCycle: buyer.billing_cycle, now: command.now.toISOString() }),
        fromState: toAuditJson({ value: locked.status, context: { autoPay: locked.auto_pay } }),
        toState: toAuditJson({ value: locked.status, context: { autoPay: command.autoPay } }),
        ruleResults: { decision: 'accepted', guards: [{ ...RULE, passed: true }] },
      });
    }
    const row = await findBankAccount(trx, locked.id);
    if (!row) throw portalError('AUTOPAY_CHANGE_FAILED');
    return row;
  });
}

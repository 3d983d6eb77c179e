import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { bankAccountMachine, bankAccountStatus } from '../../../machines/domain/bankAccount';
import { addBankAccountEvent, bankMandateMachine } from '../../../machines/domain/bankMandate';
import { stateValueFor } from '../../../machines/domain/domainKit';
import { compactNumber, maskedAccountNumber, partialIban, schemeFieldsFor } from '../../../machines/rules/bankAccountNumbers';
import { bankAccountDetailProblems, directDebitSetupProblems, isAutoPayRequired } from '../../../machines/rules/bankAccountRules';
import type { Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import { applyDomainEvent } from '../../rulebook/enforce';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import { bankAccountRefused } from './bankAccountErrors';
import { bankAccountFingerprint } from './bankAccountFingerprint';
import type { AddBankAccountParsed } from './bankAccountInput';
import { findBankAccount, mandateFactsOf, storedMandateOf, type BankAccountRow } from './bankAccountRecords';

/**
 * Adds a bank account (spec 2 "Add Bank Account: two steps", 3 fields, 5 "only one active bank
 * account at a time", 4 "no replacement while pending"):
 *
 * 1. The rules of machines/rules/bankAccountRules.ts on the input (the form ran the same ones):
 *    a banking country without a scheme (SE) is BANK_NOT_SUPPORTED; field problems are
 *    BANK_SEPA_ERROR / BANK_ACCOUNT_INVALID with `extensions.problems`.
 * 2. In one transaction, the buyer row locked (two adds of one buyer run one after the other): a
 *    used idempotency key answers with its account when the request's fingerprint matches
 *    (bankAccountFingerprint.ts: masked fields + an HMAC of the full number) and
 *    IDEMPOTENCY_KEY_REUSED when it does not; otherwise the buyer's mandate (its newest
 *    account) decides through the bankMandate machine: `bankAccount.replace` (only once signed),
 *    `mandate.retry` (15 minutes after a failure) or `bankAccount.add` (after a removal or an
 *    unsupported bank); a refusal is RULE_REFUSED naming the rule. The previous active account
 *    becomes inactive (`bankAccount.superseded`, the bankAccount machine) and the new one is
 *    active (recorded as created) with a pending mandate.
 * 3. After the commit the caller submits the mandate to the bank, e-mails and publishes.
 *
 * Only the masked number / partial IBAN is stored; the full number would go to the bank.
 */
export interface AddBankAccountCommand {
  buyerId: string;
  billingCycle: string;
  userId: string;
  role: string | null;
  input: AddBankAccountParsed;
  now: Date;
  /** When the bank will answer the mandate (null: only when asked). */
  settlesAt: Date | null;
  /** The server key of the number's HMAC in the request fingerprint (bankAccountFingerprintKey). */
  fingerprintKey: Buffer;
}

export interface AddedBankAccount {
  row: BankAccountRow;
  replayed: boolean;
}

export async function addBankAccount(db: Kysely<Database>, command: AddBankAccountCommand): Promise<AddedBankAccount> {
  const { input } = command;
  const fields = schemeFieldsFor(input.bankingCountry);
  if (!fields && input.bankingCountry.trim() !== '') throw portalError('BANK_NOT_SUPPORTED', { country: input.bankingCountry });
  const problems = [...bankAccountDetailProblems(input), ...directDebitSetupProblems(input, isAutoPayRequired(command.billingCycle))];
  if (problems.length > 0 || !fields) throw bankAccountRefused(problems);
  return db.transaction().execute((trx) => addInTransaction(trx, command, fields));
}

async function addInTransaction(trx: Transaction<Database>, command: AddBankAccountCommand, fields: NonNullable<ReturnType<typeof schemeFieldsFor>>): Promise<AddedBankAccount> {
  const { input, buyerId, now } = command;
  await trx.selectFrom('buyers').select('id').where('id', '=', buyerId).forUpdate().executeTakeFirstOrThrow();
  const fingerprint = bankAccountFingerprint(command.fingerprintKey, buyerId, input);
  const byKey = await trx.selectFrom('bank_accounts').selectAll().where('buyer_id', '=', buyerId).where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
  if (byKey) {
    // Like makePayment: the same key with another request (or one stored without a fingerprint) is not a retry.
    if (byKey.request_fingerprint !== fingerprint) throw portalError('IDEMPOTENCY_KEY_REUSED', { field: 'idempotencyKey' });
    return { row: byKey, replayed: true };
  }

  const current = await trx.selectFrom('bank_accounts').selectAll().where('buyer_id', '=', buyerId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const at = now.toISOString();
  const actor = { userId: command.userId, role: command.role };
  const event = addBankAccountEvent(current ? storedMandateOf(current) : null, at);
  let context: Record<string, unknown> = { signedAt: null, failedAt: null, failureReason: null, cancelledAt: null };
  if (current && event) {
    const applied = await applyDomainEvent(trx, {
      entry: catalogEntry('bankMandate'),
      entity: { type: 'bankMandate', id: buyerId, buyerId },
      stored: { value: stateValueFor(bankMandateMachine, current.mandate_status), context: { ...mandateFactsOf(current), pendingEffects: [] } },
      event,
      now,
      actor,
    });
    const { pendingEffects: _effects, ...facts } = applied.snapshot.context;
    context = facts;
  }
  if (current?.status === 'active') {
    // Only one active bank account at a time (spec 5): the bankAccount machine makes the previous one inactive.
    await applyDomainEvent(trx, {
      entry: catalogEntry('bankAccount'),
      entity: { type: 'bankAccount', id: current.id, buyerId },
      stored: { value: stateValueFor(bankAccountMachine, current.status) },
      event: { type: 'bankAccount.superseded' },
      now,
      actor,
      persist: async ({ snapshot }) => {
        await trx.updateTable('bank_accounts').set({ status: bankAccountStatus(snapshot) }).where('id', '=', current.id).execute();
      },
    });
  }

  const iban = fields.number === 'iban';
  const inserted = await trx
    .insertInto('bank_accounts')
    .values({
      buyer_id: buyerId,
      created_by_user_id: command.userId,
      idempotency_key: input.idempotencyKey,
      request_fingerprint: fingerprint,
      holder_name: input.holderName.trim(),
      account_name: input.accountName.trim(),
      bank_name: input.bankName.trim(),
      banking_country: input.bankingCountry,
      currency: fields.currency,
      scheme: fields.scheme,
      masked_account_number: iban ? null : maskedAccountNumber(input.accountNumber),
      branch_code: iban ? null : compactNumber(input.branchCode),
      partial_iban: iban ? partialIban(input.iban) : null,
      auto_pay: input.autoPay,
      signature_date: at.slice(0, 10),
      status: 'active',
      mandate_status: 'pending',
      mandate_context: JSON.stringify(context),
      mandate_reference: `NWTC-${randomBytes(4).toString('hex').toUpperCase()}`,
      mandate_settles_at: command.settlesAt,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The new account starts in the bankAccount machine's initial state (active), on the audit trail.
  await recordDomainCreation(trx, {
    entry: catalogEntry('bankAccount'),
    entity: { type: 'bankAccount', id: inserted.id, buyerId },
    input: undefined,
    event: { type: 'bankAccount.added', scheme: fields.scheme, currency: fields.currency },
    now,
    actor,
  });
  const row = await findBankAccount(trx, inserted.id);
  if (!row) throw new Error(`addBankAccount: bank account ${inserted.id} vanished`);
  return { row, replayed: false };
}

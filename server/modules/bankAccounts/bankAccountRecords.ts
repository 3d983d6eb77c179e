import type { Kysely, Selectable } from 'kysely';
import type { StoredMandate } from '../../../machines/domain/bankMandate';
import { mandateRetryAvailableAt } from '../../../machines/rules/mandateRetry';
import type { BankAccountTable, Database } from '../../db/schema';
import type { BankAccount as GqlBankAccount, BankAccountStatus, BankingScheme, MandateStatus } from '../../schema/generated/resolvers';

export type BankAccountRow = Selectable<BankAccountTable>;

interface MandateFacts {
  signedAt: string | null;
  failedAt: string | null;
  failureReason: string | null;
  cancelledAt: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The bankMandate machine's stored context of an account (unknown keys dropped). */
export function mandateFactsOf(row: Pick<BankAccountRow, 'mandate_context'>): MandateFacts {
  const context = row.mandate_context;
  return { signedAt: text(context['signedAt']), failedAt: text(context['failedAt']), failureReason: text(context['failureReason']), cancelledAt: text(context['cancelledAt']) };
}

/** What the mandate machine needs of an account: its status and facts. */
export function storedMandateOf(row: Pick<BankAccountRow, 'mandate_status' | 'mandate_context'>): StoredMandate {
  return { status: row.mandate_status as StoredMandate['status'], ...mandateFactsOf(row) };
}

/** The buyer's accounts, newest first (the first is the current one). */
export function listBankAccounts(db: Kysely<Database>, buyerId: string): Promise<BankAccountRow[]> {
  return db.selectFrom('bank_accounts').selectAll().where('buyer_id', '=', buyerId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findBankAccount(db: Kysely<Database>, id: string): Promise<BankAccountRow | undefined> {
  return db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function toBankAccount(row: BankAccountRow): GqlBankAccount {
  const facts = mandateFactsOf(row);
  return {
    id: row.id,
    holderName: row.holder_name,
    accountName: row.account_name,
    bankName: row.bank_name,
    bankingCountry: row.banking_country,
    currency: row.currency,
    scheme: row.scheme as BankingScheme,
    maskedAccountNumber: row.masked_account_number,
    branchCode: row.branch_code,
    partialIban: row.partial_iban,
    autoPay: row.auto_pay,
    directDebitSignatureDate: row.signature_date,
    status: row.status as BankAccountStatus,
    createdAt: row.created_at,
    mandate: {
      status: row.mandate_status as MandateStatus,
      reference: row.mandate_reference,
      signedAt: facts.signedAt,
      failedAt: facts.failedAt,
      failureReason: facts.failureReason,
      cancelledAt: facts.cancelledAt,
      retryAvailableAt: row.mandate_status === 'failed' ? mandateRetryAvailableAt(facts.failedAt) : null,
      auddis: row.scheme === 'V1',
    },
  };
}

import type { Insertable } from 'kysely';
import { calendarDay, daysBefore } from './calendarDays';
import { ACME_BUYER_ID } from './demoIds';
import { DEMO_USER_IDS } from './demoUsers';
import type { BankAccountTable } from './schema';

/** Acme's bank account (demo UUIDs: the first block 6 means bank account). */
export const ACME_BANK_ACCOUNT_ID = '60000000-0000-4000-8000-000000000001';

/**
 * Acme's one active bank account: a US account whose direct-debit mandate was signed 60 days ago,
 * with AutoPay on. The payments journey (e2e/payments.spec.ts) pays by direct debit from it
 * ("First Demo Bank ••••6789"). Routing number 011000015 passes the ABA checksum.
 */
export function acmeBankAccounts(now: Date): Insertable<BankAccountTable>[] {
  const addedAt = daysBefore(now, 62);
  const signedAt = daysBefore(now, 60);
  return [
    {
      id: ACME_BANK_ACCOUNT_ID,
      buyer_id: ACME_BUYER_ID,
      created_by_user_id: DEMO_USER_IDS.admin,
      idempotency_key: null,
      holder_name: 'Acme Industrial Supply',
      account_name: 'Operating account',
      bank_name: 'First Demo Bank',
      banking_country: 'US',
      currency: 'USD',
      scheme: 'V2NonSEPA',
      masked_account_number: '••••6789',
      branch_code: '011000015',
      partial_iban: null,
      auto_pay: true,
      signature_date: calendarDay(addedAt),
      status: 'active',
      mandate_status: 'signed',
      mandate_context: JSON.stringify({ signedAt: signedAt.toISOString(), failedAt: null, failureReason: null, cancelledAt: null }),
      mandate_reference: 'NWTC-ACME-0001',
      mandate_settles_at: null,
      created_at: addedAt,
      removed_at: null,
    },
  ];
}

import type { BankAccountFailure } from './bankAccountTypes';

const INTERNAL: BankAccountFailure = { code: 'INTERNAL', messageId: 'bankAccounts.error.addFailed' };

/** The failure a bank-account actor rejected with (src/api DataError); anything unknown is `fallback` (spec 8). */
export function bankAccountFailureOf(error: unknown, fallback: BankAccountFailure = INTERNAL): BankAccountFailure {
  if (typeof error !== 'object' || error === null) return fallback;
  const { code, messageId } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof messageId !== 'string' || code === 'INTERNAL') return fallback;
  return { code, messageId };
}

import { createHash, createHmac } from 'node:crypto';
import { compactNumber, maskedAccountNumber, partialIban } from '../../../machines/rules/bankAccountNumbers';
import type { SigningKeys } from '../../auth/sessionSecret';
import type { AddBankAccountParsed } from './bankAccountInput';

/**
 * What makes two addBankAccount calls "the same request" under one idempotency key, without
 * storing the account number: a sha256 of the fields the portal keeps anyway (country, names,
 * branch code, masked number / partial IBAN, AutoPay) plus an HMAC-SHA256 of the full number with
 * a server key. A plain hash of a 4-17 digit number could be reversed by trying them all; the
 * HMAC cannot without the key. The key is derived from the session secret (via its bearer key,
 * purpose `bank-account-fingerprint`), so it never leaves the server; rotating the secret only
 * means a retry across the rotation is answered IDEMPOTENCY_KEY_REUSED.
 */
export function bankAccountFingerprintKey(keys: Pick<SigningKeys, 'bearer'>): Buffer {
  return createHmac('sha256', keys.bearer).update('buyer-portal:bank-account-fingerprint').digest();
}

export function bankAccountFingerprint(key: Buffer, buyerId: string, input: AddBankAccountParsed): string {
  const iban = compactNumber(input.iban).toUpperCase();
  const number = compactNumber(input.accountNumber);
  const numberMac = createHmac('sha256', key).update(JSON.stringify({ iban, number })).digest('hex');
  const masked = {
    v: 1,
    buyerId: buyerId.toLowerCase(),
    bankingCountry: input.bankingCountry,
    holderName: input.holderName.trim(),
    accountName: input.accountName.trim(),
    bankName: input.bankName.trim(),
    branchCode: compactNumber(input.branchCode),
    maskedAccountNumber: number ? maskedAccountNumber(input.accountNumber) : null,
    partialIban: iban ? partialIban(input.iban) : null,
    autoPay: input.autoPay,
    numberMac,
  };
  return createHash('sha256').update(JSON.stringify(masked)).digest('hex');
}

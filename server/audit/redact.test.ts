import { describe, expect, it } from 'vitest';
import { REDACTED, isSecretKey, looksLikeCardNumber, toAuditJson } from './redact';

describe('isSecretKey', () => {
  it.each([
    'password', 'newPassword', 'current_password', 'code', 'mfaCode', 'activation_code', 'verificationCode', 'cardNumber',
    'card_number', 'CARD-NUMBER', 'token', 'accessToken', 'refresh_token', 'bearerToken', 'clientSecret', 'pan', 'cvv', 'pin',
    'otp', 'apiKey', 'authorization', 'cookie', 'accountNumber', 'iban',
  ])('%s is a secret', (key) => expect(isSecretKey(key)).toBe(true));

  it.each([
    'currencyCode', 'countryCode', 'postCode', 'zipCode', 'reasonCode', 'codeMatches', 'reason', 'company', 'shipping', 'opinion',
    'cardType', 'cardholderName', 'by', 'now', 'amountMinor',
  ])('%s is not', (key) => expect(isSecretKey(key)).toBe(false));
});

describe('looksLikeCardNumber', () => {
  it('finds Luhn-valid 13-19 digit numbers with or without separators', () => {
    expect(looksLikeCardNumber('4111111111111111')).toBe(true);
    expect(looksLikeCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCardNumber('5500-0000-0000-0004')).toBe(true);
  });

  it('leaves other digit strings alone', () => {
    expect(looksLikeCardNumber('4111111111111112')).toBe(false);
    expect(looksLikeCardNumber('123456789012')).toBe(false);
    expect(looksLikeCardNumber('2026-03-02')).toBe(false);
    expect(looksLikeCardNumber('INV-4111111111111111')).toBe(false);
  });
});

describe('toAuditJson', () => {
  it('redacts secrets at any depth, keeping the key so a reader sees a value was given', () => {
    const event = {
      type: 'user.signUp', password: 'hunter2', profile: { firstName: 'Ana', mfaCode: 123456 },
      cards: [{ cardNumber: '4111111111111111', cardType: 'virtual' }], credentials: { user: 'a', pass: 'b' },
    };
    expect(toAuditJson(event)).toEqual({
      type: 'user.signUp', password: REDACTED, profile: { firstName: 'Ana', mfaCode: REDACTED },
      cards: [{ cardNumber: REDACTED, cardType: 'virtual' }], credentials: REDACTED,
    });
  });

  it('keeps null and booleans under secret names (evidence, not secrets)', () => {
    expect(toAuditJson({ token: null, passwordChanged: true, code: false })).toEqual({ token: null, passwordChanged: true, code: false });
  });

  it('redacts a card number wherever it appears, whatever the key', () => {
    expect(toAuditJson({ note: '4111 1111 1111 1111', list: ['5500000000000004', 'ok'] })).toEqual({ note: REDACTED, list: [REDACTED, 'ok'] });
  });

  it('normalises like JSON.stringify: Dates to ISO, undefined dropped (null in arrays), NaN to null, NUL replaced', () => {
    const at = new Date('2026-03-02T09:00:00.123Z');
    expect(toAuditJson({ at, gone: undefined, fn: () => 1, list: [undefined, Number.NaN], text: 'a\u0000b' })).toEqual({
      at: '2026-03-02T09:00:00.123Z', list: [null, null], text: 'a\uFFFDb',
    });
  });

  it('does not change its input', () => {
    const input = { password: 'x', nested: { token: 'y' } };
    toAuditJson(input);
    expect(input).toEqual({ password: 'x', nested: { token: 'y' } });
  });

  it('refuses cycles and bigint instead of storing something else', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(() => toAuditJson(cyclic)).toThrow(/cyclic/);
    expect(() => toAuditJson({ n: 1n })).toThrow(/bigint/);
    const shared = { a: 1 };
    expect(toAuditJson([shared, shared])).toEqual([{ a: 1 }, { a: 1 }]);
  });
});

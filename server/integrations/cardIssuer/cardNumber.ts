import { createHmac, randomBytes } from 'node:crypto';

/**
 * How the demo issuer knows a card's number without anyone storing it: the number is derived from
 * the card's token with an HMAC under the issuer's secret. 16 digits, starting with 4 (a Visa-like
 * test range), the last one the Luhn check digit.
 */
export function newCardToken(): string {
  return `ctok_${randomBytes(24).toString('base64url')}`;
}

/** The Luhn check digit for a string of digits. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(number: string): boolean {
  return /^\d{2,}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}

export function deriveCardNumber(secret: Buffer | string, token: string): string {
  const bytes = createHmac('sha256', secret).update(`card-number:${token}`).digest();
  let body = '4';
  for (let i = 0; body.length < 15; i++) body += String((bytes[i] ?? 0) % 10);
  return body + luhnCheckDigit(body);
}

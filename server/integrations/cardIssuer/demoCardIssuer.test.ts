import { describe, expect, it } from 'vitest';
import type { CardIssuerEvent, CardIssuerRequest } from './cardIssuerGateway';
import { loadConfig } from '../../config';
import { deriveCardNumber, isLuhnValid, luhnCheckDigit } from './cardNumber';
import { createDemoCardIssuer } from './demoCardIssuer';

const SECRET = 'demo-card-issuer-secret-for-tests-only';

describe('demo card issuer', () => {
  it('derives a 16-digit Luhn-valid number from the token, the same each time, different per token and secret', () => {
    const a = deriveCardNumber(SECRET, 'ctok_a');
    expect(a).toMatch(/^4\d{15}$/);
    expect(isLuhnValid(a)).toBe(true);
    expect(deriveCardNumber(SECRET, 'ctok_a')).toBe(a);
    expect(deriveCardNumber(SECRET, 'ctok_b')).not.toBe(a);
    expect(deriveCardNumber(`${SECRET}x`, 'ctok_a')).not.toBe(a);
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
  });

  it('answers each step with its event; a created card gets a token and the last four digits of its number', async () => {
    const events: [string, CardIssuerEvent][] = [];
    const issuer = createDemoCardIssuer({ delayMs: null, secret: SECRET, now: () => new Date(), onEvent: async (id, e) => void events.push([id, e]) });
    const dueAt = new Date();
    issuer.submit({ cardId: 'c1', step: 'create', cardType: 'virtual', cardholderName: 'ALEX MORGAN', dueAt });
    issuer.submit({ cardId: 'c2', step: 'create', cardType: 'physical', cardholderName: 'PLEASE DECLINE', dueAt });
    issuer.submit({ cardId: 'c3', step: 'ship', cardType: 'physical', cardholderName: 'X', dueAt });
    await Promise.all(['c1', 'c2', 'c3'].map((id) => issuer.answerNow(id)));
    const created = events.find(([id]) => id === 'c1')?.[1];
    expect(created?.kind).toBe('issued');
    if (created?.kind !== 'issued') throw new Error('not issued');
    expect(issuer.cardNumber(created.token).slice(-4)).toBe(created.last4);
    expect(events.find(([id]) => id === 'c2')?.[1].kind).toBe('creationFailed');
    expect(events.find(([id]) => id === 'c3')?.[1]).toEqual({ kind: 'shipped' });
    await issuer.answerNow('c1');
    expect(events).toHaveLength(3);
    await issuer.stop();
  });

  it('with a delay hands each step to the job queue with its due time; the job answers it', async () => {
    const events: [string, CardIssuerEvent][] = [];
    const scheduled: CardIssuerRequest[] = [];
    const issuer = createDemoCardIssuer({ delayMs: 30, secret: SECRET, now: () => new Date(), schedule: (r) => void scheduled.push(r), onEvent: async (id, e) => void events.push([id, e]) });
    const now = new Date();
    const dueAt = issuer.dueAt(now)!;
    expect(dueAt.getTime()).toBe(now.getTime() + 30);
    issuer.submit({ cardId: 'c4', step: 'ship', cardType: 'physical', cardholderName: 'X', dueAt });
    expect(scheduled).toEqual([{ cardId: 'c4', step: 'ship', cardType: 'physical', cardholderName: 'X', dueAt }]);
    expect(events).toEqual([]);
    await issuer.deliver(scheduled[0]!);
    expect(events).toEqual([['c4', { kind: 'shipped' }]]);
    await issuer.stop();
  });

  it('reads its settings from the environment (server/config.ts)', () => {
    expect(loadConfig({}).cardIssuer).toEqual({ delayMs: 3000, secret: undefined });
    expect(loadConfig({ DEMO_CARD_ISSUER_DELAY_MS: '0', DEMO_CARD_ISSUER_SECRET: SECRET }).cardIssuer).toEqual({ delayMs: 0, secret: SECRET });
    expect(() => loadConfig({ DEMO_CARD_ISSUER_DELAY_MS: '-1' })).toThrow(/DEMO_CARD_ISSUER_DELAY_MS/);
    expect(() => loadConfig({ DEMO_CARD_ISSUER_SECRET: 'short' })).toThrow(/32/);
  });
});

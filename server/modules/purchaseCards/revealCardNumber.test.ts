import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { JSON_HEADERS, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { isLuhnValid } from '../../integrations/cardIssuer/cardNumber';
import { signInAll, type DemoWho } from '../invoices/moduleTesting';
import { CARD, CARDS, LOCK, REQUEST_REVEAL, REVEAL, TERMINATE, UNLOCK, createVirtualCard, enableCards, latestCode } from './cardTesting';
import { cardIssuerFor } from './issuance';

/**
 * Spec 6 RevealCardNumber and DESIGN "Card numbers are never stored or logged in clear": the number
 * is given once per right code, and appears in no other API answer, no log line and no column.
 */
interface Reply { text: string; body: { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] } }

describe.each(await testBackends({ databaseBehaviour: true }))('revealing a card number on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  /** The raw text of every API answer of this file, to scan for the number. */
  const answers: { query: string; text: string }[] = [];
  /** Every line written to the console or stdout/stderr while the server ran. */
  const logged: string[] = [];

  const call = async (who: DemoWho, query: string, variables: Record<string, unknown> = {}): Promise<Reply> => {
    const session = s[who];
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, Authorization: `Bearer ${session.token}`, 'X-Session-Checksum': session.checksum },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    answers.push({ query, text });
    return { text, body: JSON.parse(text) as Reply['body'] };
  };
  const codeOf = (reply: Reply) => reply.body.errors?.[0]?.extensions?.['code'];
  const challenge = async (cardId: string) => {
    const reply = await call('admin', REQUEST_REVEAL, { cardId });
    expect(reply.body.errors, reply.text).toBeUndefined();
    return (reply.body.data?.['requestCardNumberReveal'] as { challengeId: string; sentTo: string; expiresAt: string });
  };
  const reveal = (cardId: string, challengeId: string, code: string, who: DemoWho = 'admin') => call(who, REVEAL, { input: { cardId, challengeId, code } });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const original = console[method].bind(console);
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a) ?? String(a))).join(' '));
        original(...args);
      });
    }
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
      vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
        logged.push(String(chunk));
        return original(chunk, ...rest);
      }) as typeof stream.write);
    }
    server = await startTestServer(kind);
    cardIssuerFor(server.services).configure({ delayMs: null });
    s = await signInAll(server, ['admin', 'purchaser']);
    await enableCards(server, s.admin);
  });
  afterAll(async () => {
    await server?.close();
    vi.restoreAllMocks();
  });

  it('a wrong code is refused and counted; the right code shows the number once; the code cannot be used again', async () => {
    const card = await createVirtualCard(server, s.admin);
    await cardIssuerFor(server.services).answerNow(card.id);
    const { challengeId, sentTo } = await challenge(card.id);
    expect(sentTo).toBe('a•••@acme.example');
    const outbox = await server.db.selectFrom('outbox_messages').selectAll().where('kind', '=', 'mfa.code').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ channel: 'email', recipient: 'admin@acme.example', user_id: DEMO_USER_IDS.admin });
    const code = await latestCode(server, DEMO_USER_IDS.admin);
    const token = await server.db.selectFrom('mfa_tokens').selectAll().where('id', '=', challengeId).executeTakeFirstOrThrow();
    expect(token).toMatchObject({ scope: 'RevealCardNumber', subject_id: card.id, status: 'pending' });
    expect(token.code_hash).not.toContain(code);

    const refused = await reveal(card.id, challengeId, wrong(code));
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'MFA_CODE_INVALID', messageId: 'purchaseCards.mfa.invalidCode', values: { attemptsLeft: 4 } });
    expect(refused.text).not.toMatch(/\d{16}/);

    // Another user cannot use the cardholder's challenge, even with the right code.
    expect(codeOf(await reveal(card.id, challengeId, code, 'purchaser'))).toBe('CARD_NUMBER_UNAVAILABLE');

    const shown = await reveal(card.id, challengeId, code);
    expect(shown.body.errors, shown.text).toBeUndefined();
    const number = (shown.body.data?.['revealCardNumber'] as { cardNumber: string }).cardNumber;
    expect(number).toMatch(/^4\d{15}$/);
    expect(isLuhnValid(number)).toBe(true);
    expect(number.endsWith(card.last4 ?? (await server.db.selectFrom('purchase_cards').select('number_last4').where('id', '=', card.id).executeTakeFirstOrThrow()).number_last4!)).toBe(true);

    expect(codeOf(await reveal(card.id, challengeId, code))).toBe('MFA_CODE_EXPIRED');
    expect((await server.db.selectFrom('mfa_tokens').select('status').where('id', '=', challengeId).executeTakeFirstOrThrow()).status).toBe('used');
    const audited = await server.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', challengeId).orderBy('seq').execute();
    expect(audited.map((a) => a.event_type)).toEqual(['mfa.sent', 'mfa.verify', 'mfa.verify', 'mfa.use']);
  });

  it('a code entered after 5 minutes has expired; a new code only after a minute; the 5th wrong code locks the token out', async () => {
    const card = await createVirtualCard(server, s.admin);
    await cardIssuerFor(server.services).answerNow(card.id);
    const first = await challenge(card.id);
    const code = await latestCode(server, DEMO_USER_IDS.admin);
    expect(codeOf(await call('admin', REQUEST_REVEAL, { cardId: card.id }))).toBe('MFA_RESEND_TOO_SOON');
    server.advanceTime(5 * 60_000);
    expect(codeOf(await reveal(card.id, first.challengeId, code))).toBe('MFA_CODE_EXPIRED');
    expect((await server.db.selectFrom('mfa_tokens').select(['status', 'context']).where('id', '=', first.challengeId).executeTakeFirstOrThrow())).toMatchObject({ status: 'removed', context: { removedReason: 'expired' } });

    const second = await challenge(card.id);
    const secondCode = await latestCode(server, DEMO_USER_IDS.admin);
    for (let attempt = 1; attempt <= 4; attempt++) expect(codeOf(await reveal(card.id, second.challengeId, wrong(secondCode)))).toBe('MFA_CODE_INVALID');
    expect(codeOf(await reveal(card.id, second.challengeId, wrong(secondCode)))).toBe('MFA_LOCKED_OUT');
    expect(codeOf(await reveal(card.id, second.challengeId, secondCode))).toBe('MFA_CODE_EXPIRED');
  });

  it('parallel code requests for one card mint one code; the others wait a minute', async () => {
    const card = await createVirtualCard(server, s.admin);
    await cardIssuerFor(server.services).answerNow(card.id);
    const replies = await Promise.all(Array.from({ length: 6 }, () => call('admin', REQUEST_REVEAL, { cardId: card.id })));
    expect(replies.filter((reply) => !reply.body.errors).length).toBe(1);
    expect(replies.filter((reply) => codeOf(reply) === 'MFA_RESEND_TOO_SOON').length).toBe(5);
    const tokens = await server.db.selectFrom('mfa_tokens').select('id').where('subject_id', '=', card.id).execute();
    expect(tokens).toHaveLength(1);
  });

  it('the number is in no API answer without the code, in no log line and in no database column', async () => {
    const card = await createVirtualCard(server, s.admin);
    const issuer = cardIssuerFor(server.services);
    await issuer.answerNow(card.id);
    // Everything a screen does with the card, before and after the reveal.
    await call('admin', CARDS, { tab: 'active' });
    await call('admin', CARD, { id: card.id });
    await call('admin', LOCK, { input: { cardId: card.id, reason: 'lost' } });
    await call('admin', UNLOCK, { cardId: card.id });
    server.advanceTime(2 * 60_000);
    const { challengeId } = await challenge(card.id);
    const code = await latestCode(server, DEMO_USER_IDS.admin);
    await reveal(card.id, challengeId, wrong(code));
    const shown = await reveal(card.id, challengeId, code);
    const number = (shown.body.data?.['revealCardNumber'] as { cardNumber: string }).cardNumber;
    await call('admin', CARD, { id: card.id });
    await call('admin', TERMINATE, { input: { cardId: card.id, reason: 'fraud' } });
    await call('admin', CARDS, { tab: 'terminated' });

    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const contains = (text: string) => text.includes(number) || text.includes(spaced);
    expect(contains(shown.text)).toBe(true); // the scan does find it where it is
    expect(answers.filter((a) => a !== answers.find((x) => x.text === shown.text) && contains(a.text)).map((a) => a.query)).toEqual([]);
    expect(logged.length).toBeGreaterThan(0); // refusals were logged (the capture works)
    expect(logged.filter(contains)).toEqual([]);

    // Every row of every table, as text.
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(server.db);
    expect(tables.rows.map((t) => t.table_name)).toEqual(expect.arrayContaining(['purchase_cards', 'mfa_tokens', 'audit_log', 'outbox_messages']));
    const dump: string[] = [];
    for (const { table_name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table_name)}`.execute(server.db);
      dump.push(`${table_name}: ${JSON.stringify(rows.rows)}`);
    }
    const text = dump.join('\n');
    const stored = await server.db.selectFrom('purchase_cards').select(['issuer_token', 'number_last4']).where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(text).toContain(stored.issuer_token!); // the dump covers the card's row
    expect(number.endsWith(stored.number_last4!)).toBe(true);
    expect(dump.filter(contains).map((t) => t.split(':')[0])).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ChargeRules from '../../../machines/rules/chargeInput';
import { CHARGE_IMPORT_PATH, XLSX_CONTENT_TYPE, type ChargeImportResult } from '../../../src/domain/chargeImport';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { openApiSession, type ApiSession, type SignedIn } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { handWrittenXlsx, TEMPLATE_HEADER } from '../chargeImport/testing/handWrittenXlsx';
import { acmeCharge, callApi, createKey } from '../sellerApi/sellerApiTesting';

/**
 * Issue 14 "one rule, one place": a rule added to the charge schema (machines/rules/chargeInput.ts)
 * holds for the seller API and the XLSX import alike, with no change to either. The rule is added
 * here the way a change to the schema would add it (the real schema, one check more); both real
 * paths then refuse a charge that breaks it, and take the same charge without the offending text.
 */
const FORBIDDEN_NOTE = 'Paid in cash';

vi.mock('../../../machines/rules/chargeInput', async (importOriginal) => {
  const rules = await importOriginal<typeof ChargeRules>();
  return {
    ...rules,
    chargeInputSchema: rules.chargeInputSchema.superRefine((input, context) => {
      if (input.notes?.includes(FORBIDDEN_NOTE)) context.addIssue({ code: 'custom', path: ['notes'], message: 'Cash is not charged on account' });
    }),
  };
});

describe.each(await testBackends())('one charge rulebook for the seller API and the import on %s', (kind) => {
  let server: TestServer;
  let seller: ApiSession & SignedIn;
  let testKey: { secret: string };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const developer = await openApiSession(server.url, 'developer@northwind.example', DEMO_PASSWORD);
    seller = await openApiSession(server.url, 'client.admin@northwind.example', DEMO_PASSWORD);
    testKey = await createKey(server.url, developer, 'test');
  });
  afterAll(() => server?.close());

  const upload = async (file: Buffer) => {
    const reply = await fetch(`${server.url}${CHARGE_IMPORT_PATH}`, {
      method: 'POST', body: new Uint8Array(file),
      headers: { 'Content-Type': XLSX_CONTENT_TYPE, 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${seller.token}`, 'X-Session-Checksum': seller.checksum },
    });
    return (await reply.json()) as ChargeImportResult;
  };
  const sheetRow = (reference: string, notes: string) =>
    handWrittenXlsx([[...TEMPLATE_HEADER], [reference, 'ACME-0001', `${reference}-INV`, { date: '2026-11-02' }, { date: '2026-12-02' }, 10, 'USD', null, notes]]);

  it('the seller API refuses a charge that breaks the added rule, naming the field; takes it without', async () => {
    const refused = await callApi(server.url, testKey.secret, 'POST', '/charges', acmeCharge({ notes: `${FORBIDDEN_NOTE}, thanks` }), { 'idempotency-key': 'rule-1' });
    expect([refused.status, refused.body], JSON.stringify(refused.body)).toEqual([400, expect.objectContaining({ code: 'BAD_USER_INPUT', values: expect.objectContaining({ field: 'body.notes' }) })]);
    const taken = await callApi(server.url, testKey.secret, 'POST', '/charges', acmeCharge({ notes: 'Paid by transfer' }), { 'idempotency-key': 'rule-2' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  });

  it('the import refuses the row that breaks the added rule with a translated message naming the column; imports it without', async () => {
    const refused = await upload(sheetRow('RULE-1', `${FORBIDDEN_NOTE}, thanks`));
    expect(refused).toMatchObject({
      imported: 0,
      failures: [{ rowNumber: 2, invoiceReferenceId: 'RULE-1', messageId: 'uploadData.failure.invalid', values: { field: 'Notes' }, message: 'Notes does not meet the charge rules' }],
    } satisfies Partial<ChargeImportResult>);
    const taken = await upload(sheetRow('RULE-2', 'Paid by transfer'));
    expect(taken).toMatchObject({ imported: 1, failures: [] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../db/database';
import { openTestDatabase } from '../../db/testing';
import { documentContentOf } from './documentContent';
import { amountText, invoicePdf } from './invoicePdf';
import { readPdf } from './pdfReader';

describe('documentContentOf on the seeded database', () => {
  let database: PortalDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lists the payments allocated to the invoice, oldest first, and the PDF shows each as a line', async () => {
    const { db } = database;
    const paid = await db
      .selectFrom('payment_allocations as a')
      .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
      .select(['i.id', db.fn.countAll<number>().as('allocations')])
      .groupBy('i.id')
      .orderBy('allocations', 'desc')
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const row = await db.selectFrom('invoices').selectAll().where('id', '=', paid.id).executeTakeFirstOrThrow();
    const expected = await db
      .selectFrom('payment_allocations as a')
      .innerJoin('payments as p', 'p.id', 'a.payment_id')
      .select(['p.received_date', 'a.amount_minor'])
      .where('a.invoice_id', '=', row.id)
      .execute();

    const content = await documentContentOf(db, row, 1, new Date('2026-01-01T00:00:00Z'));
    expect(content.payments).toHaveLength(expected.length);
    expect(content.payments!.map((p) => p.receivedDate)).toEqual([...content.payments!.map((p) => p.receivedDate)].sort());
    expect(content.payments!.map((p) => p.amountMinor).sort()).toEqual(expected.map((p) => Number(p.amount_minor)).sort());

    const lines = readPdf(invoicePdf(content)).texts.filter((line) => line.includes(' Payment, '));
    expect(lines).toEqual(content.payments!.map((p) => expect.stringMatching(new RegExp(`^${p.receivedDate} Payment, .* ${amountText(-p.amountMinor, row.currency).replace(/[.]/g, '\\.')}$`))));
  });
});

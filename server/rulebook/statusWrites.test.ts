import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findStatusWritesOutsideRulebook, isCoveredServerSource } from './statusWrites';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function serverSources(dir = join(ROOT, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : serverSources(path);
    return [relative(ROOT, path).split('\\').join('/')];
  });
}

const scan = (source: string) => findStatusWritesOutsideRulebook('scratch.ts', source).map(({ table, column, kind }) => `${kind} ${table}.${column}`);

describe('lifecycle status columns are written only through the rulebook', () => {
  it('no server module writes one directly (the tree)', () => {
    const files = serverSources().filter(isCoveredServerSource);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => findStatusWritesOutsideRulebook(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders.map((o) => `${o.file}:${o.line} ${o.kind} ${o.table}.${o.column}: ${o.text}`)).toEqual([]);
  });

  it('finds the direct writes of a scratch module', () => {
    expect(scan(`await trx.updateTable('invoices').set({ status: 'paid' }).where('id', '=', id).execute();`)).toEqual(['update invoices.status']);
    expect(scan(`await trx.updateTable('invoices as i').set((eb) => ({ remaining_minor: eb('remaining_minor', '-', 1), status })).execute();`)).toEqual(['update invoices.status']);
    expect(scan(`await trx.updateTable('bank_accounts').set({ mandate_status: s, ...(removed ? { status: 'removed' } : {}) }).execute();`)).toEqual([
      'update bank_accounts.status',
      'update bank_accounts.mandate_status',
    ]);
    expect(scan(`await db.updateTable('purchase_cards').set(changes).execute();`)).toEqual(['update purchase_cards.status']);
    expect(scan(`await db.insertInto('disputes').values({ id, status: 'open' }).execute();`)).toEqual(['insert disputes.status']);
    expect(scan('await sql`UPDATE payments SET remaining_minor = 0, status = ${s} WHERE id = ${id}`.execute(db);')).toEqual(['sql payments.status']);
    // Every lifecycle of the brief: mandate, credit request, user, invitation, primary e-mail change, MFA token.
    expect(scan(`await db.updateTable('credit_increase_requests').set({ status: 'approved' }).execute();`)).toEqual(['update credit_increase_requests.status']);
    expect(scan(`await db.updateTable('users').set({ status: 'suspended' }).execute();`)).toEqual(['update users.status']);
    expect(scan(`await db.updateTable('user_invitations').set({ status: 'accepted' }).execute();`)).toEqual(['update user_invitations.status']);
    expect(scan(`await db.updateTable('primary_email_changes').set({ status: 'approved' }).execute();`)).toEqual(['update primary_email_changes.status']);
    expect(scan(`await trx.updateTable('mfa_tokens').set({ status, context: JSON.stringify(context) }).where('id', '=', id).execute();`)).toEqual(['update mfa_tokens.status']);
    expect(scan(`await trx.insertInto('mfa_tokens').values({ id, status: 'pending' }).execute();`)).toEqual(['insert mfa_tokens.status']);
  });

  it('finds a write after applyDomainEvent that is not in its persist', () => {
    const source = `
      const applied = await applyDomainEvent(trx, { entry, entity, stored, event, now, actor });
      await trx.updateTable('payments').set({ status: paymentStatus(applied.snapshot) }).where('id', '=', id).execute();`;
    expect(scan(source)).toEqual(['update payments.status']);
  });

  it('allows the write in applyDomainEvent\'s persist, and a creation recorded by recordDomainCreation', () => {
    expect(scan(`
      await applyDomainEvent(trx, { entry, entity, stored, event, now, actor,
        persist: async ({ snapshot }) => { await trx.updateTable('payments').set({ status: paymentStatus(snapshot) }).execute(); },
      });`)).toEqual([]);
    expect(scan(`
      async function book(trx) {
        await trx.insertInto('payments').values({ id, status: 'pending' }).execute();
        await recordDomainCreation(trx, { entry, entity, input, event, now, actor });
      }`)).toEqual([]);
    expect(scan(`
      async function book(trx) {
        await trx.insertInto('payments').values({ id, status: 'pending' }).execute();
      }`)).toEqual(['insert payments.status']);
  });

  it('ignores columns that are not lifecycle states, and tables without a machine', () => {
    expect(scan(`await trx.updateTable('invoices').set({ po_number: p, notes }).execute();`)).toEqual([]);
    expect(scan(`await trx.updateTable('buyers').set({ status: 'active' }).execute();`)).toEqual([]);
    expect(scan(`await trx.updateTable('bank_accounts').set({ auto_pay: true, mandate_context: JSON.stringify({ status: 'x' }) }).execute();`)).toEqual([]);
  });

  it('covers server modules, not the rulebook, tests, migrations or the demo seed', () => {
    expect(isCoveredServerSource('server/modules/payments/settlePayment.ts')).toBe(true);
    expect(isCoveredServerSource('server/integrations/bank/demoBank.ts')).toBe(true);
    for (const path of ['server/rulebook/enforce.ts', 'server/modules/payments/payments.test.ts', 'server/db/migrations/0001_initial_schema.ts', 'server/db/demoInvoices.ts', 'server/http/testing/testServer.ts', 'views/x.ts']) {
      expect(isCoveredServerSource(path)).toBe(false);
    }
  });
});

import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, openTestDatabase, testBackends } from './testing';

async function postgresDatabaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

describe.each(await testBackends({ databaseBehaviour: true }))('test databases on %s', (kind) => {
  it('are isolated from each other and seeded by default', async () => {
    const [one, other] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]);
    try {
      await one.db.deleteFrom('payment_allocations').execute();
      expect(await one.db.selectFrom('payment_allocations').select('payment_id').execute()).toEqual([]);
      expect((await other.db.selectFrom('payment_allocations').select('payment_id').execute()).length).toBeGreaterThan(0);
      expect(one.kind).toBe(kind);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });

  it('are thrown away on close (closing twice is harmless)', async () => {
    const database = await openTestDatabase(kind, { seed: false });
    const { name } = await database.db.selectNoFrom((eb) => eb.fn<string>('current_database').as('name')).executeTakeFirstOrThrow();
    expect(await database.db.selectFrom('programs').select('id').execute()).toEqual([]);
    await database.close();
    await database.close();
    if (kind === 'postgres') expect(await postgresDatabaseExists(name)).toBe(false);
  });
});

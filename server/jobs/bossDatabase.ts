import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { pgliteBehind } from '../db/database';
import type { Database } from '../db/schema';

/**
 * How pg-boss reaches the database: its own pool on PostgreSQL when DATABASE_URL is set; otherwise
 * through the server's own database, with pg-boss's `db: { executeSql }` adapter.
 * On PGlite (one connection, one process) the adapter runs pg-boss's SQL on the same instance as
 * Kysely: PGlite queues every statement behind an open transaction, and `exec` takes pg-boss's
 * multi-statement commands (schema creation, maintenance), which a prepared statement cannot.
 */
export type BossConnection = { kind: 'pool'; connectionString: string } | { kind: 'adapter'; backend: 'pglite' | 'postgres'; db: PgBoss.Db };

export function bossConnection(db: Kysely<Database>, databaseUrl: string | undefined): BossConnection {
  const pglite = pgliteBehind(db);
  if (pglite) return { kind: 'adapter', backend: 'pglite', db: pgliteExecutor(pglite) };
  if (databaseUrl) return { kind: 'pool', connectionString: databaseUrl };
  return { kind: 'adapter', backend: 'postgres', db: kyselyExecutor(db) };
}

type Rows = { rows: Record<string, unknown>[] };

export function pgliteExecutor(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      if (values && values.length > 0) {
        const result = await pglite.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await pglite.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/** PostgreSQL through the server's Kysely pool (tests that hand startServer an open database). */
function kyselyExecutor(db: Kysely<Database>): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

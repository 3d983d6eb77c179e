import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

/** Applies every pending migration; throws (naming the failed migration) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Parallel branches number their migrations ahead of each other (0011 may land before 0010); a data
  // folder that already has the later one still gets the earlier one. Each migration stands alone.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'before any migration ran';
    throw new Error(`Database migration failed (${failed}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}

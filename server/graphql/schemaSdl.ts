import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMA_FOLDER } from '../paths';

/** The SDL files of server/schema (one per module, base.graphql holding the root types), in name order so the schema is the same on every machine. */
export function schemaSdlFiles(): string[] {
  return readdirSync(SCHEMA_FOLDER)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(SCHEMA_FOLDER, name), 'utf8'));
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { apiKeyStatus, initialFor } from '../../../machines/domain/apiKey';
import { createApiKeySchema, type ApiKeyMode, type ApiScope } from '../../../machines/rules/sellerApi';
import type { ApiKeyTable, Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import { parseInput } from '../../graphql/parseInput';
import { applyDomainEvent } from '../../rulebook/enforce';
import { recordDomainCreation } from '../../rulebook/recordCreation';

/**
 * Seller API keys (spec 2 Developers, 6 clientDeveloper). A key is `nwk_<mode>_<43 random
 * base64url characters>` (256 bits): the browser shows it once, the database keeps only its SHA-256
 * (`secret_hash`, unique, the look-up) and its first 16 characters (`prefix`, shown in the list so
 * a developer can tell keys apart). Its status is the apiKey machine's (active -> revoked).
 */
export type ApiKeyRow = Selectable<ApiKeyTable>;

const KEY_PATTERN = /^nwk_(test|live)_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = 16;
/** "Last used" is written at most once a minute per key (a busy integration would write on every call). */
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashApiKey = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

export interface ApiKeyActor {
  userId: string;
  role: string;
  programId: string;
}

export async function createApiKey(db: Kysely<Database>, actor: ApiKeyActor, rawInput: unknown, now: Date): Promise<{ key: ApiKeyRow; secret: string }> {
  const input = parseInput(createApiKeySchema, rawInput, 'input');
  const secret = `nwk_${input.mode}_${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  const key = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('api_keys')
      .values({
        id, program_id: actor.programId, name: input.name, mode: input.mode, scopes: JSON.stringify(input.scopes),
        prefix: secret.slice(0, PREFIX_LENGTH), secret_hash: hashApiKey(secret), status: 'active', created_by_user_id: actor.userId, created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordDomainCreation(trx, {
      entry: catalogEntry('apiKey'),
      entity: { type: 'apiKey', id, buyerId: null },
      input: {},
      event: { type: 'apiKey.created', name: input.name, mode: input.mode, scopes: input.scopes },
      now,
      actor: { userId: actor.userId, role: actor.role },
    });
    return row;
  });
  return { key, secret };
}

/** Revokes a key of the actor's program through the apiKey machine (a revoked key: RULE_REFUSED). NOT_FOUND for any other id. */
export async function revokeApiKey(db: Kysely<Database>, actor: ApiKeyActor, id: string, now: Date): Promise<ApiKeyRow> {
  return db.transaction().execute(async (trx) => {
    const key = await trx.selectFrom('api_keys').selectAll().where('id', '=', id).where('program_id', '=', actor.programId).forUpdate().executeTakeFirst();
    if (!key) throw portalError('NOT_FOUND');
    const stored = initialFor({ status: key.status as 'active' | 'revoked' });
    let revoked: ApiKeyRow = key;
    await applyDomainEvent(trx, {
      entry: catalogEntry('apiKey'),
      entity: { type: 'apiKey', id: key.id, buyerId: null },
      stored: { value: stored.value, context: stored.context },
      event: { type: 'apiKey.revoke', now: now.toISOString(), by: actor.userId },
      now,
      actor: { userId: actor.userId, role: actor.role },
      persist: async ({ snapshot }) => {
        revoked = await trx
          .updateTable('api_keys')
          .set({ status: apiKeyStatus(snapshot), revoked_at: now, revoked_by_user_id: actor.userId })
          .where('id', '=', key.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      },
    });
    return revoked;
  });
}

export async function listApiKeys(db: Kysely<Database>, programId: string): Promise<ApiKeyRow[]> {
  return db.selectFrom('api_keys').selectAll().where('program_id', '=', programId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** The key a request authenticates with: `Authorization: Bearer nwk_...`. */
export interface AuthenticatedKey {
  id: string;
  programId: string;
  mode: ApiKeyMode;
  scopes: readonly ApiScope[];
}

/**
 * The active key a bearer secret belongs to, or null (missing, malformed, unknown or revoked: the
 * caller answers all of them alike). Records "last used" (at most once a minute).
 */
export async function authenticateApiKey(db: Kysely<Database>, authorization: string | undefined, now: Date): Promise<AuthenticatedKey | null> {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  const secret = match?.[1];
  if (!secret || !KEY_PATTERN.test(secret)) return null;
  const key = await db.selectFrom('api_keys').select(['id', 'program_id', 'mode', 'scopes', 'status', 'last_used_at']).where('secret_hash', '=', hashApiKey(secret)).executeTakeFirst();
  if (!key || key.status !== 'active') return null;
  const lastUsed = key.last_used_at ? new Date(key.last_used_at).getTime() : 0;
  if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) {
    await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', key.id).execute();
  }
  return { id: key.id, programId: key.program_id, mode: key.mode as ApiKeyMode, scopes: key.scopes as ApiScope[] };
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ROLES, SSO_STATUSES, USER_TYPES, type Role } from '../../src/domain/roles';
import type { SessionClaims } from '../../src/domain/session';
import type { SessionRow, UserRow } from './sessionStore';
import { base64url, hmacBase64url } from './signing';

/** The readable claims of spec 3's session record, built from the stored session and user. */
export async function buildSessionClaims(db: Kysely<Database>, user: UserRow, session: SessionRow): Promise<SessionClaims> {
  const buyer = session.buyer_id
    ? await db.selectFrom('buyers').select('business_country').where('id', '=', session.buyer_id).executeTakeFirst()
    : undefined;
  return {
    userId: user.id,
    email: user.email,
    role: user.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
    ssoStatus: SSO_STATUSES.find((status) => status === user.sso_status) ?? 'Inactive',
    userType: USER_TYPES.find((type) => type === user.user_type) ?? 'BUYER',
    customerCountry: buyer?.business_country ?? user.country,
    buyerId: session.buyer_id,
    programId: user.program_id,
    sessionChecksum: session.checksum,
    expiresAt: session.expires_at.getTime(),
  };
}

/** `v1.<base64url(JSON claims)>.<base64url(HMAC-SHA256(key, 'v1.' + payload))>` */
export function encodeSessionInfo(key: Buffer, claims: SessionClaims): string {
  const payload = base64url(JSON.stringify(claims));
  return `v1.${payload}.${hmacBase64url(key, `v1.${payload}`)}`;
}

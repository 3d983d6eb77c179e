import type { Kysely } from 'kysely';
import type { WhiteLabelMfaConfig } from '../../../machines/rules/mfaScope';
import type { Database } from '../../db/schema';

/** A program's MFA switches (spec 3 "Program", spec 6) and its remember-device days (spec 9). */
export async function programMfaConfig(db: Kysely<Database>, programId: string): Promise<WhiteLabelMfaConfig & { rememberDeviceDays: number }> {
  const program = await db
    .selectFrom('programs')
    .select(['mfa_enabled', 'mfa_at_login', 'mfa_at_buyer_create', 'mfa_required', 'mfa_remember_device_days'])
    .where('id', '=', programId)
    .executeTakeFirstOrThrow();
  return {
    mfaEnabled: program.mfa_enabled,
    mfaAtLogin: program.mfa_at_login,
    mfaAtBuyerCreate: program.mfa_at_buyer_create,
    mfaRequired: program.mfa_required,
    rememberDeviceDays: program.mfa_remember_device_days,
  };
}

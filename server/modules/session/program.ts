import type { Program } from '../../schema/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';

/** The white-label program of the signed-in user. */
export async function loadProgram(context: GraphQLContext): Promise<Program> {
  const program = await context.services.db
    .selectFrom('programs')
    .selectAll()
    .where('id', '=', context.viewer.user.program_id)
    .executeTakeFirstOrThrow();
  return {
    id: program.id,
    name: program.name,
    whiteLabelConfig: {
      defaultBuyerLocale: program.default_buyer_locale,
      locales: program.locales,
      mfaEnabled: program.mfa_enabled,
      mfaAtLogin: program.mfa_at_login,
      mfaAtBuyerCreate: program.mfa_at_buyer_create,
      mfaRequired: program.mfa_required,
    },
    disputeTimeLimitDays: program.dispute_time_limit_days,
    supportedPaymentTerms: program.supported_payment_terms,
  };
}

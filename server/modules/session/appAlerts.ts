import type { AppAlert } from '../../schema/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { alertTargetsViewer } from './access';

/**
 * Enabled alerts for this user's type, roles, country (the buyer's, else the user's) and program,
 * less those the user closed (app_alert_dismissals, server/modules/profile) unless asked for.
 */
export async function loadCurrentAppAlerts(context: GraphQLContext, options: { includeDismissed?: boolean } = {}): Promise<AppAlert[]> {
  const { db } = context.services;
  const { user } = context.viewer;
  const [alerts, buyer, dismissed] = await Promise.all([
    db
      .selectFrom('app_alerts')
      .selectAll()
      .where('enabled', '=', true)
      .where((eb) => eb.or([eb('target_program_id', 'is', null), eb('target_program_id', '=', user.program_id)]))
      .orderBy('message_storage_id')
      .execute(),
    user.buyer_id ? db.selectFrom('buyers').select('business_country').where('id', '=', user.buyer_id).executeTakeFirst() : undefined,
    options.includeDismissed ? [] : db.selectFrom('app_alert_dismissals').select('message_storage_id').where('user_id', '=', user.id).execute(),
  ]);
  const closed = new Set(dismissed.map((row) => row.message_storage_id));
  const audience = { userType: user.user_type, roles: user.roles, country: buyer?.business_country ?? user.country, programId: user.program_id };
  return alerts
    .filter((alert) => !closed.has(alert.message_storage_id))
    .map((alert) => ({
      messageStorageId: alert.message_storage_id,
      targetPublic: alert.target_public,
      targetUserType: alert.target_user_type,
      targetRole: alert.target_role,
      titleIntlKey: alert.title_intl_key,
      messageIntlKey: alert.message_intl_key,
      urlLink: alert.url_link,
      alertType: alert.alert_type,
      enabled: alert.enabled,
      targetScreen: alert.target_screen,
      targetCountry: alert.target_country,
      targetProgramId: alert.target_program_id,
    }))
    .filter((alert) => alertTargetsViewer(alert, audience));
}

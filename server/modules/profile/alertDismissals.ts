import type { GraphQLContext } from '../../graphql/context';
import { loadCurrentAppAlerts } from '../session/appAlerts';

/**
 * Closes an alert for the signed-in user (spec 3 AppAlert, issue 13 "dismissible per user"): only
 * an alert currentAppAlerts shows them can be closed; closing twice is fine.
 */
export async function dismissAppAlert(context: GraphQLContext, messageStorageId: string): Promise<boolean> {
  const shown = await loadCurrentAppAlerts(context, { includeDismissed: true });
  if (!shown.some((alert) => alert.messageStorageId === messageStorageId)) return false;
  await context.services.db
    .insertInto('app_alert_dismissals')
    .values({ user_id: context.viewer.user.id, message_storage_id: messageStorageId, dismissed_at: context.services.now() })
    .onConflict((oc) => oc.columns(['user_id', 'message_storage_id']).doNothing())
    .execute();
  return true;
}

import type { SessionStart } from '../../machines/app/session/sessionTypes';
import { ZERO_ID } from '../domain/session';
import { CurrentUserDocument, SessionStartDocument, type CurrentUserQuery } from './generated/graphql';
import { query } from './graphqlClient';
import { updateSessionRecord } from './sessionStorageRecord';

/**
 * Spec 7 sessionStartQuery, mapped to the session machine's `SessionStart`. Loaded lazily by
 * sessionActors.ts (with the GraphQL client) so the sign-in route does not carry GraphQL code.
 * The buyer is asked for only when the session names one ("queries for buyers are made only when
 * requested"); its businessCountry is kept as customerCountry in the session record (spec 3).
 */
export async function loadSessionStart(buyerId: string | null, options: { fetchLatestExternalData?: boolean } = {}): Promise<SessionStart> {
  const data = await query(
    SessionStartDocument,
    { buyerId: buyerId ?? ZERO_ID, includeBuyer: buyerId !== null, fetchLatestExternalData: options.fetchLatestExternalData ?? false },
    { fetchPolicy: 'network-only' },
  );
  const user = data.currentUser;
  const buyer = data.buyer ?? null;
  updateSessionRecord({
    email: user.email,
    role: [...user.role],
    ssoStatus: user.ssoStatus,
    currentBuyer: buyer?.id ?? user.buyerId,
    ...(buyer ? { customerCountry: buyer.businessCountry } : {}),
  });
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      role: [...user.role],
      userType: user.userType,
      ssoStatus: user.ssoStatus,
      buyerId: user.buyerId,
      clientId: user.clientId,
      customerId: user.customerId,
      customerAccountName: user.customerAccountName,
      country: user.country,
      language: user.language,
    },
    buyer: buyer ? { id: buyer.id, name: buyer.name, businessCountry: buyer.businessCountry, status: buyer.status } : null,
    appAlerts: data.currentAppAlerts
      .filter((alert) => alert.enabled)
      .map((alert) => ({
        messageStorageId: alert.messageStorageId,
        titleIntlKey: alert.titleIntlKey,
        messageIntlKey: alert.messageIntlKey,
        alertType: alert.alertType,
        targetScreen: alert.targetScreen,
        urlLink: alert.urlLink,
      })),
  };
}

/** Spec 7 currentUser query (cache-first): the user's identity and, when asked, the buyer's country. */
export function loadCurrentUser(buyerId: string | null, includeBuyer: boolean): Promise<CurrentUserQuery> {
  return query(CurrentUserDocument, { buyerId: buyerId ?? ZERO_ID, includeBuyer });
}

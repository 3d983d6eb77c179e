import type { AppServices } from '../http/services';
import type { SessionRow, UserRow } from '../auth/sessionStore';

/** The authenticated caller: their live session and their user row. */
export interface Viewer {
  session: SessionRow;
  user: UserRow;
}

/** What every resolver receives (HTTP and graphql-ws alike). */
export interface GraphQLContext {
  services: AppServices;
  viewer: Viewer;
  /** Spec 7 `x-caas-user-mfa-event-id`: the MFA event that authorised this call, when any. */
  mfaEventId: string | null;
}

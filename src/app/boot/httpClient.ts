import { setUnauthenticatedHandler } from '../../api/unauthenticated';
import type { SessionActorRef } from '../actors';

/**
 * Boot step "http client" (spec 7): connect the provider-level 401 handler (spec 8) of the HTTP and
 * GraphQL clients to the session actor. The machine logs out and emits `user.logout`; the router
 * then goes to /login (src/app/Root.tsx).
 */
export function startHttpClient(session: SessionActorRef): void {
  setUnauthenticatedHandler(() => session.send({ type: 'session.unauthenticated' }));
}

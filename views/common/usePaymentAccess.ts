import { useSelector } from '@xstate/react';
import { canAccessRoute } from '../../machines/rules/routeAccess';
import { useSessionActorRef } from '../../src/app/hooks';

/** May the signed-in user pay invoices and see payments (route guard `payments`, spec 6)? */
export function usePaymentAccess(): boolean {
  const session = useSessionActorRef();
  return useSelector(session, (s) => (s.context.user ? canAccessRoute(s.context.user.role, s.context.user.userType, 'payments') : false));
}

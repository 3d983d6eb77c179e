import { useSelector } from '@xstate/react';
import { useSessionActorRef } from '../../src/app/hooks';

export interface AccountOverviewViewModel {
  /** The buyer company the user acts for; null when the session has none. */
  companyName: string | null;
  firstName: string | null;
  /** Message ids of the overview's sections, in page order. */
  sections: readonly string[];
}

const SECTIONS = [
  'overview.section.currentStatus',
  'overview.section.invoices',
  'overview.section.payments',
  'overview.section.gettingStarted',
] as const;

/** The overview's view of the session: company and user. */
export function useAccountOverviewViewModel(): AccountOverviewViewModel {
  const session = useSessionActorRef();
  const companyName = useSelector(session, (s) => s.context.buyer?.name || s.context.user?.customerAccountName || null);
  const firstName = useSelector(session, (s) => s.context.user?.firstName || null);
  return { companyName, firstName, sections: SECTIONS };
}

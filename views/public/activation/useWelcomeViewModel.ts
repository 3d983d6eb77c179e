import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActivationFlagStore } from '../../../machines/app/activation/activationTypes';
import { useSessionActorRef } from '../../../src/app/hooks';
import { pathFor } from '../../../src/app/routes';
import { knownRoleMessageId } from '../../common/roleLabels';
import { usePublicPageViewModel } from '../usePublicPageViewModel';

export interface WelcomeViewModel {
  brand: string;
  insideLayout: boolean;
  /** The session check is done and someone is signed in (the steps are theirs). */
  isSignedIn: boolean;
  firstName: string;
  email: string;
  companyName: string;
  /** Message ids of the user's roles (unknown roles left out). */
  roleMessageIds: string[];
  /** The account-activation congratulations dialog (its stored flag is set by the sign-up page). */
  congratulationsOpen: boolean;
  dismissCongratulations: () => void;
  /** Sign in, then back to this step. */
  signInPath: string;
  welcomePath: string;
  welcomeInfoPath: string;
  homePath: string;
  securityPath: string;
  notificationsPath: string;
  helpPath: string;
}

/** The onboarding steps /welcome and /welcome-info (semi-public): the signed-in user's first pages. */
export function useWelcomeViewModel(flags: ActivationFlagStore, step: 'welcome' | 'welcome-info'): WelcomeViewModel {
  const page = usePublicPageViewModel();
  const session = useSessionActorRef();
  const user = useSelector(session, (s) => (s.matches('signedIn') ? s.context.user : null));
  const buyer = useSelector(session, (s) => s.context.buyer);
  const [dismissed, setDismissed] = useState(false);
  const congratulationsOpen = step === 'welcome' && user !== null && !dismissed && flags.isCongratulationsPending(user.id);
  return {
    brand: page.brand,
    insideLayout: page.insideLayout,
    isSignedIn: user !== null,
    firstName: user?.firstName ?? '',
    email: user?.email ?? '',
    companyName: buyer?.name ?? user?.customerAccountName ?? '',
    roleMessageIds: [...new Set((user?.role ?? []).map(knownRoleMessageId).filter((id): id is string => id !== undefined))],
    congratulationsOpen,
    dismissCongratulations: () => {
      if (user) flags.clearCongratulations(user.id);
      setDismissed(true);
    },
    signInPath: pathFor('signin', {}, { returnUrl: pathFor(step) }),
    welcomePath: pathFor('welcome'),
    welcomeInfoPath: pathFor('welcome-info'),
    homePath: pathFor('home'),
    securityPath: pathFor('profile-security'),
    notificationsPath: pathFor('profile-notifications'),
    helpPath: pathFor('help'),
  };
}

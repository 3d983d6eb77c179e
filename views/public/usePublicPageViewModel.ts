import { useSelector } from '@xstate/react';
import { usePageConfig, useSessionActorRef } from '../../src/app/hooks';
import { pathFor } from '../../src/app/routes';
import { brandTitle } from '../common/brand';
import { useInsideSignedInLayout } from '../common/signedInLayoutContext';

export interface PublicPageViewModel {
  brand: string;
  /** Rendered inside the signed-in layout (which brings header, menu and `<main>`). */
  insideLayout: boolean;
  isSignedIn: boolean;
  homePath: string;
  signInPath: string;
  /** Where "back" goes: home when signed in, else the sign-in page. */
  backLink: { to: string; labelId: string };
}

/** What every simple public screen (errors, not found, coming soon) needs. */
export function usePublicPageViewModel(): PublicPageViewModel {
  const pageConfig = usePageConfig();
  const session = useSessionActorRef();
  const isSignedIn = useSelector(session, (s) => s.matches('signedIn'));
  const homePath = pathFor('home');
  const signInPath = pathFor('signin');
  return {
    brand: brandTitle(pageConfig.programName),
    insideLayout: useInsideSignedInLayout(),
    isSignedIn,
    homePath,
    signInPath,
    backLink: isSignedIn ? { to: homePath, labelId: 'comingSoon.backToOverview' } : { to: signInPath, labelId: 'comingSoon.backToSignIn' },
  };
}

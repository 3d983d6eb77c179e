import { useSelector } from '@xstate/react';
import { effectiveProgramLocales } from '../../../machines/rules/locale';
import { useLocaleActorRef, usePageConfig, useSessionActorRef } from '../../../src/app/hooks';
import { pathFor, preloadScreens } from '../../../src/app/routes';
import { sessionPhase } from '../../../src/app/sessionPhase';
import type { ErrorBody } from '../../../src/domain/errors';
import type { SignInRequest } from '../../../src/domain/session';
import { loadMessagesOnce } from '../../../src/i18n/loadMessages';
import type { ActorRefFrom } from 'xstate';
import type { SignInChallengeMachine } from '../../../machines/app/mfa/signInChallengeMachine';
import { brandTitle } from '../../common/brand';
import { localeOptions } from '../../common/localeNames';
import type { LocaleOption } from '../../common/localeNames';

export interface SignInViewModel {
  brand: string;
  /** Why the last sign-in was refused; null when there is nothing to show. */
  failure: ErrorBody | null;
  /** The machine is checking the credentials or setting the session up. */
  isPending: boolean;
  canSignIn: boolean;
  languages: LocaleOption[];
  locale: string;
  forgotPasswordPath: string;
  /** The code step of sign-in (2-step verification), while it runs; null otherwise. */
  challenge: ActorRefFrom<SignInChallengeMachine> | null;
  signIn: (credentials: SignInRequest) => void;
  selectLocale: (locale: string) => void;
}

/** The sign-in screen's view of the session and locale machines. */
export function useSignInViewModel(): SignInViewModel {
  const session = useSessionActorRef();
  const localeActor = useLocaleActorRef();
  const pageConfig = usePageConfig();
  const phase = useSelector(session, sessionPhase);
  const challenge = useSelector(session, (s) => (s.matches('verifyingSignIn') ? ((s.children['signInChallenge'] as ActorRefFrom<SignInChallengeMachine> | undefined) ?? null) : null));
  const isPending = challenge === null && (phase === 'signingIn' || phase === 'working');
  const failure = useSelector(session, (s) => s.context.failure);
  const canSignIn = useSelector(session, (s) => s.can({ type: 'session.signIn', email: '', password: '' }));
  const locale = useSelector(localeActor, (s) => s.context.locale ?? s.context.requestedLocale ?? '');
  const programLocales = useSelector(localeActor, (s) => s.context.programLocales);
  const disabledLocales = useSelector(localeActor, (s) => s.context.disabledLocales);
  return {
    brand: brandTitle(pageConfig.programName),
    failure: isPending ? null : failure,
    isPending,
    canSignIn,
    languages: localeOptions(effectiveProgramLocales({ programLocales, disabledLocales })),
    locale,
    forgotPasswordPath: pathFor('forgot-password'),
    challenge,
    signIn: ({ email, password }) => {
      // The signed-in screens' messages (src/i18n/messageAreas.ts) and the screen loaders
      // of the layout and the overview (src/app/screens/buyerScreens.ts) download while the credentials are checked.
      if (locale) loadMessagesOnce(locale, 'signedIn').catch(() => undefined);
      preloadScreens().catch(() => undefined);
      session.send({ type: 'session.signIn', email, password });
    },
    selectLocale: (next) => localeActor.send({ type: 'locale.select', locale: next }),
  };
}

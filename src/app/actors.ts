import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { localeMachine } from '../../machines/app/locale/localeMachine';
import type { LocaleActorTypes } from '../../machines/app/locale/localeTypes';
import { sessionMachine } from '../../machines/app/session/sessionMachine';
import { loadMessages, persistLocale } from '../api/localeActors';
import { sessionActors } from '../api/sessionActors';
import type { PageConfig } from '../domain/pageConfig';

/**
 * The root actor system: ONE session actor and ONE locale actor for the whole page, their side
 * effects supplied by src/api through `.provide()`. Created unstarted; the boot steps start them in
 * the order of spec 7 (locale in the i18n step, session just before the first render).
 */
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type LocaleActorRef = ActorRefFrom<typeof localeMachine>;

export interface AppActors {
  session: SessionActorRef;
  locale: LocaleActorRef;
}

type LoadMessages = LocaleActorTypes['loadMessages'];

export function createAppActors(pageConfig: Readonly<PageConfig>): AppActors {
  const session = createActor(sessionMachine.provide({ actors: sessionActors }));

  const locale = createActor(
    localeMachine.provide({
      actors: {
        loadMessages: fromPromise<LoadMessages['output'], LoadMessages['input']>(async ({ input }) => ({
          messages: await loadMessages({ locale: input.locale, chain: input.chain, programId: pageConfig.programId }),
        })),
      },
    }),
    { input: { programLocales: pageConfig.locales, defaultBuyerLocale: pageConfig.defaultBuyerLocale } },
  );
  // Spec 4: an event is emitted before the locale changes; the browser persists the choice (spec 7).
  locale.on('locale.changing', ({ to }) => persistLocale(to));
  applySavedLanguageAtSignIn(session, locale);

  return { session, locale };
}

/**
 * The language a user saved (Profile or the header's picker, on the server) is applied when they
 * sign in (issue 13): after a sign-in, code step or handoff that ends signed in, a user with a saved
 * language gets it (the locale machine checks that the program allows it and emits before the change,
 * so the browser stores it too). A page load that finds the session already open keeps the browser's
 * choice (spec 4: the stored language), so a choice made in this browser is not undone on reload.
 */
export function applySavedLanguageAtSignIn(session: SessionActorRef, locale: LocaleActorRef): void {
  let signingIn = false;
  session.subscribe((snapshot) => {
    if (snapshot.matches('signingIn') || snapshot.matches('verifyingSignIn') || snapshot.matches('handingOff')) {
      signingIn = true;
      return;
    }
    if (!signingIn || !snapshot.matches('signedIn')) return;
    signingIn = false;
    const saved = snapshot.context.user?.language;
    if (saved && saved !== locale.getSnapshot().context.locale) locale.send({ type: 'locale.select', locale: saved });
  });
}

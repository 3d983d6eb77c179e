import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { localeMachine } from '../../machines/app/locale/localeMachine';
import type { LocaleActorTypes } from '../../machines/app/locale/localeTypes';
import { sessionMachine } from '../../machines/app/session/sessionMachine';
import { loadMessages, persistLocale } from '../api/localeActors';
import { sessionActors } from '../api/sessionActors';
import type { PageConfig } from '../domain/pageConfig';
import { applySavedLanguageAtSignIn } from './savedLanguage';

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

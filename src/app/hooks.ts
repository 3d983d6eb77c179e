import { use } from 'react';
import type { PageConfig } from '../domain/pageConfig';
import type { LocaleActorRef, SessionActorRef } from './actors';
import { AppContext, type AppContextValue } from './ActorsProvider';

/**
 * The shell's hooks for views. Read actor state with `useSelector(useSessionActorRef(), selector)`
 * from @xstate/react and send events with `.send(...)`; never keep a copy of the state.
 */
function useAppContext(): AppContextValue {
  const value = use(AppContext);
  if (!value) throw new Error('The app shell context is missing: render inside <ActorsProvider>.');
  return value;
}

/** The one session actor (machines/app/session/sessionMachine.ts). */
export function useSessionActorRef(): SessionActorRef {
  return useAppContext().actors.session;
}

/** The one locale actor (machines/app/locale/localeMachine.ts). */
export function useLocaleActorRef(): LocaleActorRef {
  return useAppContext().actors.locale;
}

/** The page configuration, parsed and frozen at boot. */
export function usePageConfig(): Readonly<PageConfig> {
  return useAppContext().pageConfig;
}

/** A feature flag of the page configuration (frozen at start, spec 1); false when not configured. */
export function useFeatureFlag(name: string): boolean {
  return usePageConfig().featureFlags[name] === true;
}

import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';
import type { ProfileProblem, ProfileSnapshot } from '../../machines/app/profile/profileMachine';
import type { ProfileGeneralForm, ProfileState } from '../../machines/app/profile/profileTypes';
import type { NotificationChoice } from '../../machines/rules/notificationPreferences';
import { useLocaleActorRef } from '../../src/app/hooks';
import type { ErrorBody } from '../../src/domain/errors';

/** What the profile screens need from src/api (bound by the route table). */
export interface ProfileMachines {
  profileLogic: AnyActorLogic;
}

export interface ProfileViewModel {
  status: 'loading' | 'loadFailed' | 'ready' | 'saving';
  profile: ProfileState | null;
  problems: readonly ProfileProblem[];
  failure: ErrorBody | null;
  saved: 'general' | 'notifications' | null;
  /** The interface language now shown. */
  locale: string;
  retry: () => void;
  saveGeneral: (form: ProfileGeneralForm) => void;
  saveNotifications: (choices: readonly NotificationChoice[]) => void;
}

const statusOf = (s: ProfileSnapshot): ProfileViewModel['status'] =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('ready') ? 'ready' : 'saving';

/** Profile -> General and Notifications over the profile machine; a saved language is applied at once. */
export function useProfileViewModel(machines: ProfileMachines): ProfileViewModel {
  const actorRef = useActorRef(machines.profileLogic);
  const localeActor = useLocaleActorRef();
  const snapshot = (s: unknown) => s as ProfileSnapshot;
  const status = useSelector(actorRef, (s) => statusOf(snapshot(s)));
  const profile = useSelector(actorRef, (s) => snapshot(s).context.profile);
  const problems = useSelector(actorRef, (s) => snapshot(s).context.problems);
  const failure = useSelector(actorRef, (s) => snapshot(s).context.failure);
  const saved = useSelector(actorRef, (s) => snapshot(s).context.saved);
  const locale = useSelector(localeActor, (s) => s.context.locale ?? s.context.requestedLocale ?? 'en-US');
  const savedLanguage = saved === 'general' ? profile?.language ?? null : null;
  useEffect(() => {
    // The language saved on the server is the one the interface now uses (spec 4: the locale machine emits before it changes).
    if (savedLanguage && savedLanguage !== localeActor.getSnapshot().context.locale) localeActor.send({ type: 'locale.select', locale: savedLanguage });
  }, [savedLanguage, localeActor]);
  return {
    status,
    profile,
    problems,
    failure,
    saved,
    locale,
    retry: () => actorRef.send({ type: 'profile.retry' }),
    saveGeneral: (form) => actorRef.send({ type: 'profile.saveGeneral', form }),
    saveNotifications: (choices) => actorRef.send({ type: 'profile.saveNotifications', choices }),
  };
}

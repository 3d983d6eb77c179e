import type { ActorRefFrom } from 'xstate';
import type { localeMachine } from '../../machines/app/locale/localeMachine';
import type { sessionMachine } from '../../machines/app/session/sessionMachine';

type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
type LocaleActorRef = ActorRefFrom<typeof localeMachine>;

/**
 * The language a user saved (Profile or the header's picker, on the server) is applied when they
 * sign in (issue 13): after a sign-in, code step or handoff that ends signed in, a user with a saved
 * language gets it (the locale machine checks that the program allows it and emits before the change,
 * so the browser stores it too). A page load that finds the session already open keeps the browser's
 * choice (spec 4: the stored language), so a choice made in this browser is not undone on reload.
 */
export function applySavedLanguageAtSignIn(session: Pick<SessionActorRef, 'subscribe'>, locale: Pick<LocaleActorRef, 'getSnapshot' | 'send'>): void {
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

import { describe, expect, it } from 'vitest';
import { applySavedLanguageAtSignIn } from './savedLanguage';

type Listener = (snapshot: unknown) => void;

/** A session that goes through the given states, the last one signed in as a user with `language`. */
function run(states: string[], language: string | null, current = 'en-US') {
  let listener: Listener = () => undefined;
  const sent: unknown[] = [];
  const session = { subscribe: (l: Listener) => ((listener = l), { unsubscribe: () => undefined }) };
  const locale = { getSnapshot: () => ({ context: { locale: current } }), send: (event: unknown) => sent.push(event) };
  applySavedLanguageAtSignIn(session as never, locale as never);
  for (const state of states) listener({ matches: (s: string) => s === state, context: { user: state === 'signedIn' ? { language } : null } });
  return sent;
}

describe('the saved language is applied at sign-in (issue 13, 15)', () => {
  it('after a sign-in, a code step or a handoff', () => {
    expect(run(['signedOut', 'signingIn', 'authorizing', 'loadingSession', 'signedIn'], 'de-DE')).toEqual([{ type: 'locale.select', locale: 'de-DE' }]);
    expect(run(['signingIn', 'verifyingSignIn', 'authorizing', 'signedIn'], 'fr-FR')).toEqual([{ type: 'locale.select', locale: 'fr-FR' }]);
    expect(run(['handingOff', 'authorizing', 'signedIn'], 'it-IT')).toEqual([{ type: 'locale.select', locale: 'it-IT' }]);
  });

  it('not when the page finds the session open, nor without a saved language, nor when it is in use', () => {
    expect(run(['checking', 'authorizing', 'loadingSession', 'signedIn'], 'de-DE')).toEqual([]);
    expect(run(['signingIn', 'signedIn'], null)).toEqual([]);
    expect(run(['signingIn', 'signedIn'], 'en-US', 'en-US')).toEqual([]);
  });

  it('once per sign-in: later snapshots of the session change nothing', () => {
    expect(run(['signingIn', 'signedIn', 'signedIn', 'signedIn'], 'de-DE')).toHaveLength(1);
  });
});

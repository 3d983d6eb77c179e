import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { sessionMachine } from '../session/sessionMachine';
import { sampleClaims } from '../session/sessionSamples';
import { sampleSignInChallenge } from './mfaSamples';
import { signInChallengeMachine } from './signInChallengeMachine';

const refuse = (code: string, messageId: string, values?: Record<string, number>) => fromPromise<never, unknown>(async () => {
  throw { code, messageId, ...(values ? { values } : {}) };
});

function challenge(verify: ReturnType<typeof fromPromise<never, unknown>> | ReturnType<typeof fromPromise<{ claims: typeof sampleClaims }, unknown>>) {
  return createActor(
    signInChallengeMachine.provide({
      actors: {
        verifySignInCode: verify as never,
        resendSignInCode: fromPromise(async () => ({ mfa: sampleSignInChallenge })),
        cancelSignInChallenge: fromPromise<void, void>(async () => undefined),
      },
    }),
    { input: sampleSignInChallenge },
  ).start();
}

describe('the code step of sign-in', () => {
  it('refuses anything but six digits before asking the server, and ends with the claims for the right code', async () => {
    const actor = challenge(fromPromise(async () => ({ claims: sampleClaims })));
    actor.send({ type: 'challenge.submit', code: '12 34', rememberDevice: false });
    expect(actor.getSnapshot().context.failure?.messageId).toBe('mfa.code.format');
    expect(actor.getSnapshot().can({ type: 'challenge.resend' })).toBe(false);
    actor.send({ type: 'challenge.submit', code: ' 123456 ', rememberDevice: true });
    expect(await toPromise(actor)).toEqual({ claims: sampleClaims });
  });

  it('stays for a wrong code (attempts left) and ends, saying why, when locked out', async () => {
    const wrong = challenge(refuse('MFA_CODE_INVALID', 'purchaseCards.mfa.invalidCode', { attemptsLeft: 3 }));
    wrong.send({ type: 'challenge.submit', code: '000000', rememberDevice: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(wrong.getSnapshot().matches('entering')).toBe(true);
    expect(wrong.getSnapshot().context.failure?.values).toEqual({ attemptsLeft: 3 });
    const locked = challenge(refuse('MFA_LOCKED_OUT', 'purchaseCards.mfa.lockedOut'));
    locked.send({ type: 'challenge.submit', code: '000000', rememberDevice: false });
    expect(await toPromise(locked)).toEqual({ failure: { code: 'MFA_LOCKED_OUT', messageId: 'mfa.signIn.lockedOut' } });
  });
});

describe('the session with a Login code', () => {
  it('goes from the password to the code step, and from the right code to the token request', async () => {
    const session = createActor(
      sessionMachine.provide({
        actors: {
          readBrowserSession: fromPromise(async () => ({ claims: null, storedUser: null, hasSessionData: false })) as never,
          signIn: fromPromise(async () => ({ mfa: sampleSignInChallenge })) as never,
          requestToken: fromPromise<{ token: string }, void>(() => new Promise(() => undefined)),
          signInChallenge: signInChallengeMachine.provide({
            actors: {
              verifySignInCode: fromPromise(async () => ({ claims: sampleClaims })),
              resendSignInCode: fromPromise(async () => ({ mfa: sampleSignInChallenge })),
              cancelSignInChallenge: fromPromise<void, void>(async () => undefined),
            },
          }),
        },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    session.send({ type: 'session.signIn', email: 'ada@buyer.example', password: 'Correct-horse-1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.getSnapshot().value).toBe('verifyingSignIn');
    expect(session.getSnapshot().context.claims).toBeNull();
    const child = session.getSnapshot().children['signInChallenge'];
    child!.send({ type: 'challenge.submit', code: '123456', rememberDevice: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.getSnapshot().value).toBe('authorizing');
    expect(session.getSnapshot().context.claims).toEqual(sampleClaims);
    expect(session.getSnapshot().context.mfaChallenge).toBeNull();
  });
});

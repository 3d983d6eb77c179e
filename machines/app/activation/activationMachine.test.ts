import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { activationMachine } from './activationMachine';
import type { ActivationLinkInfo } from './activationTypes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const LINK: ActivationLinkInfo = { firstName: 'Jamie', email: 'jamie@acme.example', buyerName: 'Acme', mfa: true, verifiedChallengeId: null };
const EXPIRED = (resend: 'offered' | 'ask') => ({ code: 'ACTIVATION_LINK_EXPIRED', messageId: 'activation.error.linkExpired', values: { resend } });

/** The machine with actors that answer what the test says, recording what they were asked. */
function activation(open: () => Promise<ActivationLinkInfo>, answers: { complete?: () => Promise<{ userId: string; email: string }> } = {}) {
  const calls: string[] = [];
  const actor = createActor(
    activationMachine.provide({
      actors: {
        openActivationLink: fromPromise(async ({ input }) => (calls.push(`open ${input.token}`), open())),
        sendActivationCode: fromPromise(async () => (calls.push('sendCode'), { challengeId: 'mfa-1', expiresAt: '2026-11-20T10:05:00Z' })),
        verifyActivationCode: fromPromise(async ({ input }) => (calls.push(`verify ${input.challengeId} ${input.code}`), { challengeId: input.challengeId, uses: 1 })),
        completeActivation: fromPromise(async ({ input }) => {
          calls.push(`complete ${input.password} ${input.challengeId}`);
          return answers.complete ? answers.complete() : { userId: 'u-1', email: 'jamie@acme.example' };
        }),
        resendActivationLink: fromPromise<void, { token: string }>(async () => {
          calls.push('resend');
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('activation machine', () => {
  it('a link without a token is invalid at once, nothing is asked', () => {
    const { actor, calls } = activation(async () => LINK);
    actor.send({ type: 'activation.open', token: ' ' });
    expect(actor.getSnapshot().value).toBe('linkProblem');
    expect(actor.getSnapshot().context.linkProblem?.code).toBe('ACTIVATION_LINK_INVALID');
    expect(calls).toEqual([]);
  });

  it('sends a code at once, checks only six digits, then the password; the code is not kept', async () => {
    const { actor, calls } = activation(async () => LINK);
    actor.send({ type: 'activation.open', token: 'tok' });
    await settle();
    expect(actor.getSnapshot().matches({ verifying: 'ready' })).toBe(true);
    actor.send({ type: 'activation.verify', code: '12345' });
    expect(actor.getSnapshot().context.failure?.messageId).toBe('activation.code.malformed');
    actor.send({ type: 'activation.verify', code: ' 123456 ' });
    await settle();
    expect(actor.getSnapshot().matches({ choosingPassword: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.code).toBeNull();
    actor.send({ type: 'activation.submit', password: 'Password1!' });
    expect(actor.getSnapshot().context.failure?.values?.['rules']).toBe('notCommon');
    actor.send({ type: 'activation.submit', password: 'Blue-Harbor-72!' });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls).toEqual(['open tok', 'sendCode', 'verify mfa-1 123456', 'complete Blue-Harbor-72! mfa-1']);
    expect(actor.getSnapshot().context.password).toBeNull();
  });

  it('a code verified within its window skips the code step; a closed window sends a new code', async () => {
    const { actor, calls } = activation(async () => ({ ...LINK, verifiedChallengeId: 'mfa-0' }), { complete: () => Promise.reject({ code: 'MFA_CODE_EXPIRED', messageId: 'purchaseCards.mfa.expired' }) });
    actor.send({ type: 'activation.open', token: 'tok' });
    await settle();
    expect(actor.getSnapshot().matches({ choosingPassword: 'editing' })).toBe(true);
    actor.send({ type: 'activation.submit', password: 'Blue-Harbor-72!' });
    await settle();
    expect(calls).toEqual(['open tok', 'complete Blue-Harbor-72! mfa-0', 'sendCode']);
    expect(actor.getSnapshot().matches({ verifying: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.failure?.code).toBe('MFA_CODE_EXPIRED');
  });

  it('an expired link offers a new one only when the server says so', async () => {
    const asked = activation(() => Promise.reject(EXPIRED('ask')));
    asked.actor.send({ type: 'activation.open', token: 'tok' });
    await settle();
    asked.actor.send({ type: 'activation.resend' });
    expect(asked.actor.getSnapshot().matches({ expired: 'idle' })).toBe(true);
    expect(asked.calls).toEqual(['open tok']);

    const offered = activation(() => Promise.reject(EXPIRED('offered')));
    offered.actor.send({ type: 'activation.open', token: 'tok' });
    await settle();
    offered.actor.send({ type: 'activation.resend' });
    await settle();
    expect(offered.actor.getSnapshot().matches({ expired: 'resent' })).toBe(true);
    expect(offered.calls).toEqual(['open tok', 'resend']);
  });
});

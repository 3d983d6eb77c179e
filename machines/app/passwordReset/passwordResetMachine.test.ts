import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { forgotPasswordMachine } from './forgotPasswordMachine';
import { passwordResetMachine } from './passwordResetMachine';
import type { ResetLinkChecks } from './passwordResetTypes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const EXPIRED = { code: 'PASSWORD_RESET_LINK_EXPIRED', messageId: 'passwordReset.error.linkExpired' };

/** The machine with actors that answer what the test says, recording what they were asked. */
function reset(checks: ResetLinkChecks, answers: { complete?: () => Promise<void>; verify?: () => Promise<ResetLinkChecks> } = {}) {
  const calls: string[] = [];
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        openResetLink: fromPromise(async ({ input }) => (calls.push(`open ${input.token}`), checks)),
        sendResetCode: fromPromise(async () => (calls.push('sendCode'), { challengeId: 'mfa-1', expiresAt: '2026-11-20T10:05:00Z' })),
        verifyResetIdentity: fromPromise(async ({ input }) => {
          calls.push(`verify ${JSON.stringify(input)}`);
          return answers.verify ? answers.verify() : { ...checks, verified: true };
        }),
        completePasswordReset: fromPromise(async ({ input }) => {
          calls.push(`complete ${input.password}`);
          return answers.complete?.();
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('passwordReset machine', () => {
  it('a link without a token is invalid at once, nothing is asked', () => {
    const { actor, calls } = reset({ securityQuestion: null, mfa: false, verified: false });
    actor.send({ type: 'reset.open', token: '  ' });
    expect(actor.getSnapshot().value).toBe('linkProblem');
    expect(actor.getSnapshot().context.linkProblem?.code).toBe('PASSWORD_RESET_LINK_INVALID');
    expect(calls).toEqual([]);
  });

  it('sends the code at once when the program asks for one, and checks answer, challenge and code together', async () => {
    const { actor, calls } = reset({ securityQuestion: 'firstPetName', mfa: true, verified: false });
    actor.send({ type: 'reset.open', token: 'tok' });
    await settle();
    expect(actor.getSnapshot().matches({ verifying: 'ready' })).toBe(true);
    expect(calls).toEqual(['open tok', 'sendCode']);
    actor.send({ type: 'reset.verify', answer: 'Rex', code: '' });
    expect(actor.getSnapshot().context.failure?.messageId).toBe('passwordReset.verify.incomplete');
    actor.send({ type: 'reset.verify', answer: 'Rex', code: ' 123456 ' });
    await settle();
    expect(calls.at(-1)).toBe('verify {"token":"tok","answer":"Rex","code":"123456","challengeId":"mfa-1"}');
    expect(actor.getSnapshot().matches({ choosingPassword: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.identity).toBeNull();
  });

  it('goes straight to the new password when nothing is asked; a weak password is not sent; a refused one keeps the form', async () => {
    const { actor, calls } = reset({ securityQuestion: null, mfa: false, verified: false }, { complete: () => Promise.reject({ code: 'PASSWORD_RECYCLED', messageId: 'passwordReset.error.recycled' }) });
    actor.send({ type: 'reset.open', token: 'tok' });
    await settle();
    expect(actor.getSnapshot().matches({ choosingPassword: 'editing' })).toBe(true);
    actor.send({ type: 'reset.submit', password: 'Password1!' });
    expect(actor.getSnapshot().context.failure?.values?.['rules']).toBe('notCommon');
    actor.send({ type: 'reset.submit', password: 'Demo-Passw0rd!' });
    await settle();
    expect(calls.at(-1)).toBe('complete Demo-Passw0rd!');
    expect(actor.getSnapshot().matches({ choosingPassword: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ failure: { code: 'PASSWORD_RECYCLED' }, password: null });
  });

  it('ends on the link problem when the link expires while the user types', async () => {
    const { actor } = reset({ securityQuestion: null, mfa: false, verified: false }, { complete: () => Promise.reject(EXPIRED) });
    actor.send({ type: 'reset.open', token: 'tok' });
    await settle();
    actor.send({ type: 'reset.submit', password: 'Blue-Harbor-72!' });
    await settle();
    expect(actor.getSnapshot().value).toBe('linkProblem');
    expect(actor.getSnapshot().context.linkProblem).toEqual(EXPIRED);
  });
});

describe('forgotPassword machine', () => {
  it('sends only a well-formed address, and ends on "check your e-mail" whatever the server knows', async () => {
    const asked: string[] = [];
    const actor = createActor(forgotPasswordMachine.provide({ actors: { requestPasswordReset: fromPromise(async ({ input }) => void asked.push(input.email)) } })).start();
    actor.send({ type: 'forgot.submit', email: 'payer@acme' });
    expect(actor.getSnapshot().context.failure?.messageId).toBe('form.emailInvalid');
    actor.send({ type: 'forgot.submit', email: ' payer@acme.example ' });
    await settle();
    expect(asked).toEqual(['payer@acme.example']);
    expect(actor.getSnapshot().value).toBe('sent');
  });
});

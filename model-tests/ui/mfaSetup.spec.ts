// UI model test of the mfaSetup machine (machines/app/mfa/mfaSetupMachine.ts): generated paths
// replayed in Chromium on Profile -> Security -> set up by text message, signed in as the payer
// (storageState). Event -> page action, state -> assertion by role and label. StartMfaSetup and
// ConfirmMfaSetup are held by the GraphQL stub until the path releases the answer it expects, so
// nothing is written on the server (no method set up, no code sent); the minute before another
// code may be asked for passes on the page's own clock (Playwright's clock), never by waiting.
import { expect } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { mfaSetupCatalogEntry } from '../../machines/app/mfa/catalogEntry';
import { mfaSetupActorOutputs, mfaSetupSampleEvents } from '../../machines/app/mfa/mfaSamples';
import type { MfaSetupContext } from '../../machines/app/mfa/mfaSetupMachine';
import type { MfaSetupChallenge, MyMfa } from '../../machines/app/mfa/mfaTypes';
import { USERS } from '../../e2e/fixtures';
import { signedInAs } from '../../e2e/support/signedIn';
import { GraphqlStub, type GraphqlAnswer } from './graphqlStub';
import { describeUiReplay, uiPaths, UiCoverage, type UiDriver } from './uiReplay';

const UI_EVENTS: AnyEventObject[] = [...mfaSetupSampleEvents, ...Object.values(mfaSetupActorOutputs).flat()];

/** The words the page shows for the failures the samples lead to (spec 8 Security setup). */
const FAILURE_WORDS: Record<string, string> = {
  MFA_PHONE_INVALID: 'Phone number is invalid.',
  MFA_PHONE_NOT_MOBILE: 'This number is not a mobile number. Please enter a number that can receive text messages.',
  MFA_PHONE_DUPLICATE: 'This phone number is already used for 2-step verification by another user.',
  BAD_USER_INPUT: 'Please enter the 6 digits of the code.',
};

/**
 * The refusals the page's forms make before sending, with the machine's rule (the phone rule, the
 * six-digit code; views/profile/MfaSetupPage.tsx): shown on the field, the machine's guard checks again.
 */
const FORM_REFUSALS = new Set(['MFA_PHONE_INVALID', 'MFA_PHONE_NOT_MOBILE', 'BAD_USER_INPUT']);

function answerFor(event: AnyEventObject): { operation: string; answer: GraphqlAnswer } {
  const [, kind, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
  const error = (event as { error?: { code: string; messageId: string } }).error;
  if (actor === 'startMfaSetup') {
    const challenge = (event as { output?: MfaSetupChallenge }).output;
    return {
      operation: 'StartMfaSetup',
      answer: kind === 'done' ? { data: { startMfaSetup: { ...challenge, method: 'sms', expiresAt: '2030-01-01T00:00:00.000Z' } } } : { error: error! },
    };
  }
  const saved = (event as { output?: MyMfa }).output;
  return { operation: 'ConfirmMfaSetup', answer: kind === 'done' ? { data: { confirmMfaSetup: saved } } : { error: error! } };
}

let graphql: GraphqlStub;

const driver: UiDriver = {
  async open(page) {
    graphql = await GraphqlStub.install(page, {}, ['StartMfaSetup', 'ConfirmMfaSetup']);
    await page.clock.install();
    await page.goto('/profile/security/mfa-setup-sms');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up 2-step verification by text message' })).toBeVisible({ timeout: 30_000 });
  },

  async perform(page, event) {
    if (event.type.startsWith('xstate.after.')) return page.clock.runFor(60_000);
    if (event.type.startsWith('xstate.')) {
      const { operation, answer } = answerFor(event);
      return graphql.release(operation, answer);
    }
    switch (event.type) {
      case 'setup.send':
        await page.getByRole('textbox', { name: /^Mobile number/ }).fill((event as unknown as { target: string }).target);
        return page.getByRole('button', { name: 'Send code' }).click();
      case 'setup.resend':
        return page.getByRole('button', { name: 'Send a new code' }).click();
      case 'setup.confirm':
        await page.getByRole('textbox', { name: /^Security code/ }).fill((event as unknown as { code: string }).code);
        return page.getByRole('button', { name: 'Confirm' }).click();
      case 'setup.changeTarget':
        return page.getByRole('button', { name: 'Change number' }).click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },

  async check(page, state: AnyMachineSnapshot) {
    const context = state.context as MfaSetupContext;
    const failure = page.getByRole('heading', { name: 'Not set up' });
    if (context.failure && FORM_REFUSALS.has(context.failure.code)) {
      // The page's form refused it with the machine's own rule: its words on the field, nothing sent.
      await expect(page.getByText(FAILURE_WORDS[context.failure.code]!)).toBeVisible();
    } else if (context.failure) {
      await expect(failure).toBeVisible();
      const words = FAILURE_WORDS[context.failure.code];
      if (words) await expect(page.getByText(words)).toBeVisible();
    } else await expect(failure).toHaveCount(0);
    if (state.matches('saved')) return expect(page.getByRole('heading', { name: '2-step verification is on' })).toBeVisible();
    if (state.matches('editing') || state.matches('sending')) {
      await expect(page.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
      if (state.matches('sending')) await expect.poll(() => graphql.sent.filter((s) => s.operation === 'StartMfaSetup').length).toBeGreaterThan(0);
      return;
    }
    // codeSent or confirming: the code field; another code only after the minute.
    await expect(page.getByRole('textbox', { name: /^Security code/ })).toBeVisible();
    await expect(page.getByText(context.resent ? `A new code was sent to ${context.challenge!.sentTo}.` : `We sent a 6-digit code to ${context.challenge!.sentTo}.`)).toBeVisible();
    const resend = page.getByRole('button', { name: 'Send a new code' });
    if (state.matches({ codeSent: 'resendAllowed' })) await expect(resend).toBeEnabled();
    else await expect(resend).toBeDisabled();
  },
};

const paths = uiPaths(mfaSetupCatalogEntry, UI_EVENTS);
const coverage = new UiCoverage(mfaSetupCatalogEntry);

describeUiReplay('mfaSetup machine in Chromium (generated paths)', driver, paths, coverage, { storageState: signedInAs(USERS.payer) });

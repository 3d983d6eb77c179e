import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { EnrolmentLinkBody } from '../../../src/domain/enrolment';
import { applyMachine } from './applyMachine';
import { businessAddressSchema, businessDetailsSchema, creditLimitMinorOf, isStepValid, BLANK_APPLICATION } from './applicationForm';
import { sampleAddress, sampleApplyInput, sampleBusiness, sampleContact } from './applySamples';
import type { SubmitApplicationRequest } from './applyTypes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const LINK_REFUSED = { code: 'ENROLMENT_LINK_INVALID', messageId: 'apply.error.linkInvalid', values: { problems: 'apply.link.paymentTermsUnsupported,apply.link.clientReferenceId.referenceRequired' } };

function apply(check: (link: EnrolmentLinkBody) => Promise<unknown> = async () => ({ programName: 'Northwind', paymentTerms: 'Net30', references: [] }), submit: (r: SubmitApplicationRequest) => Promise<unknown> = async () => ({ applicationId: 'a1', status: 'submitted', submittedAt: 'x' })) {
  const sent: SubmitApplicationRequest[] = [];
  const actor = createActor(
    applyMachine.provide({
      actors: {
        checkLink: fromPromise(async ({ input }) => (await check(input)) as never),
        submitApplication: fromPromise(async ({ input }) => {
          sent.push(input);
          return (await submit(input)) as never;
        }),
      },
    }),
    { input: sampleApplyInput },
  ).start();
  return { actor, sent };
}

const fillToReview = (actor: ReturnType<typeof apply>['actor']) => {
  actor.send({ type: 'apply.submitBusiness', values: sampleBusiness });
  actor.send({ type: 'apply.submitAddress', values: sampleAddress });
  actor.send({ type: 'apply.submitContact', values: sampleContact });
  actor.send({ type: 'apply.submitTerms', values: { creditLimit: '50,000', currency: 'USD' } });
  actor.send({ type: 'apply.submitConsent', values: { acceptTerms: true, creditCheck: true } });
};

describe('apply machine', () => {
  it('a bad link shows its problems before any form', async () => {
    const { actor } = apply(async () => Promise.reject(LINK_REFUSED));
    await settle();
    expect(actor.getSnapshot().value).toBe('linkRefused');
    expect(actor.getSnapshot().context.failure?.problems).toEqual(['apply.link.paymentTermsUnsupported', 'apply.link.clientReferenceId.referenceRequired']);
    expect(actor.getSnapshot().can({ type: 'apply.submitBusiness', values: sampleBusiness })).toBe(false);
  });

  it('five steps with a refusal at each, nothing lost going back, sent once with the link and key', async () => {
    const { actor, sent } = apply();
    await settle();
    expect(actor.getSnapshot().value).toBe('business');
    actor.send({ type: 'apply.submitBusiness', values: { ...sampleBusiness, businessName: 'B'.repeat(65) } });
    expect(actor.getSnapshot().context).toMatchObject({ refusedStep: 'business' });
    expect(actor.getSnapshot().value).toBe('business');
    actor.send({ type: 'apply.submitBusiness', values: sampleBusiness });
    actor.send({ type: 'apply.back', draft: { address: { ...sampleAddress, line2: 'Suite 4' } } });
    expect(actor.getSnapshot().value).toBe('business');
    expect(actor.getSnapshot().context.draft.address.line2).toBe('Suite 4');
    actor.send({ type: 'apply.submitBusiness', values: sampleBusiness });
    actor.send({ type: 'apply.submitAddress', values: { ...sampleAddress, state: '' } });
    expect(actor.getSnapshot().context.refusedStep).toBe('address');
    fillToReview(actor); // step 1 is behind: its event is ignored in the address step
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.draft.address.line2).toBe('');
    actor.send({ type: 'apply.send' });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ idempotencyKey: 'apply-key-1', link: sampleApplyInput.link, application: { business: sampleBusiness, terms: { creditLimit: '50,000' } } });
  });

  it('a reference taken meanwhile ends on the link problems; another failure returns to the review', async () => {
    const refused = apply(undefined, async () => Promise.reject(LINK_REFUSED));
    await settle();
    fillToReview(refused.actor);
    refused.actor.send({ type: 'apply.send' });
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('linkRefused');
    const failed = apply(undefined, async () => Promise.reject(new Error('network')));
    await settle();
    fillToReview(failed.actor);
    failed.actor.send({ type: 'apply.send' });
    await settle();
    expect(failed.actor.getSnapshot().value).toBe('review');
    expect(failed.actor.getSnapshot().context.failure?.code).toBe('INTERNAL');
  });
});

describe('application steps (the shared rules)', () => {
  it('business details: spec 5 lengths, a country, a US tax ID of 9 digits (dash allowed)', () => {
    expect(businessDetailsSchema.safeParse(sampleBusiness).success).toBe(true);
    expect(businessDetailsSchema.safeParse({ ...sampleBusiness, taxId: '12-3456789' }).success).toBe(true);
    const bad = businessDetailsSchema.safeParse({ ...sampleBusiness, businessName: '', tradingName: 'T'.repeat(65), country: '', taxId: '123' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['businessName', 'country', 'taxId', 'tradingName']);
  });

  it('address: lengths; a state only where the country has states', () => {
    expect(businessAddressSchema('US').safeParse({ ...sampleAddress, state: '' }).success).toBe(false);
    expect(businessAddressSchema('DE').safeParse({ ...sampleAddress, state: '' }).success).toBe(true);
    expect(businessAddressSchema('DE').safeParse({ ...sampleAddress, city: 'C'.repeat(41) }).success).toBe(false);
  });

  it('terms: a positive amount with at most two decimals; consent: both boxes', () => {
    expect([creditLimitMinorOf('50,000'), creditLimitMinorOf('12.5'), creditLimitMinorOf('1.234'), creditLimitMinorOf('abc')]).toEqual([5_000_000, 1250, null, null]);
    expect(isStepValid('terms', { ...BLANK_APPLICATION, terms: { creditLimit: '0', currency: 'USD' } })).toBe(false);
    expect(isStepValid('consent', { ...BLANK_APPLICATION, consent: { acceptTerms: true, creditCheck: false } })).toBe(false);
    expect(isStepValid('contact', { ...BLANK_APPLICATION, contact: { ...sampleContact, phone: '12' } })).toBe(false);
  });
});

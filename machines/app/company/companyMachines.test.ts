import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { CompanyProfile } from '../../rules/companyInfo';
import { companyInfoMachine, PROFILE_REFUSAL_ID } from './companyInfoMachine';
import { ACME_INFO } from './companySamples';
import type { CompanyInfoData, PrimaryContactData, PrimaryEmailChangeInput, PrimaryEmailChangeItem, PrimaryEmailUpdatedEvent } from './companyTypes';
import { primaryContactMachine } from './primaryContactMachine';
import { applyPrimaryEmailUpdate } from './primaryContactUpdates';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const PROFILE = { tradingName: 'Acme Supply', line1: '100 Industrial Way', line2: '', city: 'Oakland', state: 'CA', zip: '94607' };

function companyPage(info: CompanyInfoData, answer: (profile: CompanyProfile) => Promise<CompanyInfoData>) {
  const sent: CompanyProfile[] = [];
  const actor = createActor(
    companyInfoMachine.provide({
      actors: {
        loadCompanyInfo: fromPromise(async () => info),
        updateCompanyProfile: fromPromise(async ({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('companyInfo machine', () => {
  it('sends a valid profile once, tidied (blank optional fields null), and says it was saved until the next edit', async () => {
    const { actor, sent } = companyPage(ACME_INFO, async (profile) => ({ ...ACME_INFO, tradingName: profile.tradingName }));
    await settle();
    actor.send({ type: 'company.save', profile: { ...PROFILE, tradingName: ' Acme West ', line2: ' ' } });
    await settle();
    expect(sent).toEqual([{ tradingName: 'Acme West', line1: PROFILE.line1, line2: null, city: 'Oakland', state: 'CA', zip: '94607' }]);
    expect(actor.getSnapshot().context).toMatchObject({ saved: true, refusal: null, info: { tradingName: 'Acme West' } });
    actor.send({ type: 'company.edited' });
    expect(actor.getSnapshot().context.saved).toBe(false);
  });

  it('sends nothing for a trading name over 64 characters or a missing US state, nor for a read-only viewer', async () => {
    const { actor, sent } = companyPage(ACME_INFO, async () => ACME_INFO);
    await settle();
    actor.send({ type: 'company.save', profile: { ...PROFILE, tradingName: 'A'.repeat(65) } });
    actor.send({ type: 'company.save', profile: { ...PROFILE, state: '' } });
    expect(actor.getSnapshot().context.refusal).toEqual({ messageId: PROFILE_REFUSAL_ID });
    const readOnly = companyPage({ ...ACME_INFO, canEditProfile: false }, async () => ACME_INFO);
    await settle();
    readOnly.actor.send({ type: 'company.save', profile: PROFILE });
    await settle();
    expect([sent, readOnly.sent]).toEqual([[], []]);
  });

  it("keeps the server's refusal to show, and stays editing", async () => {
    const { actor } = companyPage(ACME_INFO, () => Promise.reject({ code: 'COMPANY_INFO_INVALID', messageId: 'company.error.invalid' }));
    await settle();
    actor.send({ type: 'company.save', profile: PROFILE });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.refusal).toEqual({ code: 'COMPANY_INFO_INVALID', messageId: 'company.error.invalid' });
  });
});

const change = (over: Partial<PrimaryEmailChangeItem> = {}): PrimaryEmailChangeItem => ({
  id: 'c1', contactUserId: 'u1', currentEmail: 'admin@acme.example', newEmail: 'alex@acme.example', status: 'submitted',
  submittedAt: '2026-11-21T08:00:00Z', expectedDecisionBy: '2026-11-23T08:00:00Z', overdue: false, decidedAt: null, rejectionReason: null, ...over,
});
const data: PrimaryContactData = { contact: { userId: 'u1', name: 'Alex Morgan', email: 'admin@acme.example', phone: null }, pending: null, lastDecided: null, canRequestChange: true };

function contactPage(loads: PrimaryContactData[], answer: () => Promise<PrimaryEmailChangeItem>) {
  let push: ((event: PrimaryEmailUpdatedEvent) => void) | null = null;
  const sent: PrimaryEmailChangeInput[] = [];
  const actor = createActor(
    primaryContactMachine.provide({
      actors: {
        loadPrimaryContact: fromPromise(async () => loads.shift() ?? data),
        requestPrimaryEmailChange: fromPromise(async ({ input }) => {
          sent.push(input);
          return answer();
        }),
        watchPrimaryEmailChanges: fromCallback(({ sendBack }) => {
          push = sendBack;
        }),
      },
    }),
  ).start();
  return { actor, sent, push: (c: PrimaryEmailChangeItem) => push?.({ type: 'primaryEmail.updated', change: c }) };
}

describe('primaryContact machine', () => {
  it('sends an allowed change once, shows it submitted, and follows the approval live: the form is back and the contact has the new e-mail', async () => {
    const { actor, sent, push } = contactPage([data], async () => change());
    await settle();
    actor.send({ type: 'primaryEmail.request', change: { idempotencyKey: 'k-0000001', newEmail: 'alex@acme.example' } });
    await settle();
    expect(sent).toEqual([{ idempotencyKey: 'k-0000001', newEmail: 'alex@acme.example' }]);
    expect(actor.getSnapshot().matches({ ready: 'pending' })).toBe(true);
    push(change({ status: 'approved', decidedAt: '2026-11-21T09:00:00Z' }));
    expect(actor.getSnapshot().matches({ ready: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.data).toMatchObject({ pending: null, lastDecided: { status: 'approved' }, contact: { email: 'alex@acme.example' } });
  });

  it("refuses the current address in the rule's words and sends nothing", async () => {
    const { actor, sent } = contactPage([data], async () => change());
    await settle();
    actor.send({ type: 'primaryEmail.request', change: { idempotencyKey: 'k-0000002', newEmail: ' ADMIN@acme.example ' } });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.refusal).toEqual({ machine: 'primaryEmailChange', rule: 'isEmailChangeAcceptable', subRules: ['sameAsCurrentEmail'] });
  });

  it("after the server's refusal reloads the facts and keeps the refusal to show", async () => {
    const refused = { code: 'RULE_REFUSED', messageId: 'rule.primaryEmailChange.isEmailChangeAcceptable', refusal: { machine: 'primaryEmailChange', rule: 'isEmailChangeAcceptable', subRules: ['emailAlreadyInUse'] } };
    const { actor } = contactPage([data, data], () => Promise.reject(refused));
    await settle();
    actor.send({ type: 'primaryEmail.request', change: { idempotencyKey: 'k-0000003', newEmail: 'payer@acme.example' } });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.refusal).toEqual(refused);
  });

  it('opens on the pending change when there is one', async () => {
    const { actor } = contactPage([{ ...data, pending: change() }], async () => change());
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'pending' })).toBe(true);
  });
});

describe('applyPrimaryEmailUpdate', () => {
  it('a rejection or a change of another contact leaves the contact e-mail; an unrelated decision keeps the pending change', () => {
    const withPending = applyPrimaryEmailUpdate(data, change());
    expect(applyPrimaryEmailUpdate(withPending, change({ status: 'rejected' }))).toMatchObject({ pending: null, contact: { email: 'admin@acme.example' } });
    expect(applyPrimaryEmailUpdate(withPending, change({ id: 'old', status: 'approved', contactUserId: 'u2' }))).toMatchObject({ pending: { id: 'c1' }, lastDecided: { id: 'old' }, contact: { email: 'admin@acme.example' } });
  });
});

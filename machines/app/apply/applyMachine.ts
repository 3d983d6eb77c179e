import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { EnrolmentLinkBody, EnrolmentOffer, SubmittedApplication } from '../../../src/domain/enrolment';
import type { SpecMeta } from '../../specMeta';
import { BLANK_APPLICATION, isStepValid, type ApplicationDraft, type ApplyFormStep } from './applicationForm';
import { applyFailureOf, LINK_REFUSAL_CODES, type ApplyFailure, type SubmitApplicationRequest } from './applyTypes';

/**
 * Buyer apply (routes `buyerapply` /apply and `buyerapply-locale` /{locale}/apply/; spec 2, 3
 * enrolment link parameters, 5, 8 Enrolment): the link is checked first; a bad link shows every
 * problem in spec 8's words before any form. Then five steps (business details, address, contact,
 * requested terms, consent) and a review; each step's form checks its values with the shared
 * schemas (applicationForm.ts) and sends them whole; the guard checks them again. Going back keeps
 * what was typed. Sent once under the idempotency key the page was opened with; the server checks
 * the link again (a reference taken meanwhile ends on the link's problems). Actors
 * (src/api/applyActors.ts): checkLink, submitApplication.
 */
export type ApplyEvent =
  | { type: 'apply.retry' }
  | { type: 'apply.submitBusiness'; values: ApplicationDraft['business'] }
  | { type: 'apply.submitAddress'; values: ApplicationDraft['address'] }
  | { type: 'apply.submitContact'; values: ApplicationDraft['contact'] }
  | { type: 'apply.submitTerms'; values: ApplicationDraft['terms'] }
  | { type: 'apply.submitConsent'; values: ApplicationDraft['consent'] }
  | { type: 'apply.back'; draft?: Partial<ApplicationDraft> }
  | { type: 'apply.send' };

export interface ApplyInput {
  link: EnrolmentLinkBody;
  idempotencyKey: string;
}

export interface ApplyContext extends ApplyInput {
  offer: EnrolmentOffer | null;
  draft: ApplicationDraft;
  /** The step whose submit the guard refused (its fields say why). */
  refusedStep: ApplyFormStep | null;
  failure: ApplyFailure | null;
  submitted: SubmittedApplication | null;
}

const FLOW = { spec: '2. Screens (Buyer apply)' } satisfies SpecMeta;
const LINK = { spec: '8. Error catalogue (Enrolment)' } satisfies SpecMeta;
const FIELDS = { spec: '5. Validation rules (company identifiers, lengths)' } satisfies SpecMeta;

const STEP_OF_EVENT: Partial<Record<ApplyEvent['type'], ApplyFormStep>> = {
  'apply.submitBusiness': 'business',
  'apply.submitAddress': 'address',
  'apply.submitContact': 'contact',
  'apply.submitTerms': 'terms',
  'apply.submitConsent': 'consent',
};

/** The draft after a step's event (what a guard checks and what is stored). */
function draftAfter(context: ApplyContext, event: ApplyEvent): ApplicationDraft {
  const step = STEP_OF_EVENT[event.type];
  if (step && 'values' in event) return { ...context.draft, [step]: event.values };
  if (event.type === 'apply.back') return { ...context.draft, ...event.draft };
  return context.draft;
}
const stepValid = (context: ApplyContext, event: ApplyEvent, step: ApplyFormStep) => isStepValid(step, draftAfter(context, event));
const errorOf = (event: AnyEventObject) => applyFailureOf((event as unknown as { error: unknown }).error);

export const applyMachine = setup({
  types: {
    context: {} as ApplyContext,
    events: {} as ApplyEvent,
    input: {} as ApplyInput,
    meta: {} as SpecMeta,
  },
  actors: {
    checkLink: fromPromise<EnrolmentOffer, EnrolmentLinkBody>(async () => {
      throw new Error('apply actor "checkLink" is not provided');
    }),
    submitApplication: fromPromise<SubmittedApplication, SubmitApplicationRequest>(async () => {
      throw new Error('apply actor "submitApplication" is not provided');
    }),
  },
  guards: {
    isLinkRefused: ({ event }) => LINK_REFUSAL_CODES.includes(errorOf(event).code),
    isBusinessValid: ({ context, event }) => stepValid(context, event, 'business'),
    isAddressValid: ({ context, event }) => stepValid(context, event, 'address'),
    isContactValid: ({ context, event }) => stepValid(context, event, 'contact'),
    areTermsValid: ({ context, event }) => stepValid(context, event, 'terms'),
    isConsentGiven: ({ context, event }) => stepValid(context, event, 'consent'),
  },
  actions: {
    storeOffer: assign(({ event }) => ({ offer: (event as unknown as { output: EnrolmentOffer }).output, failure: null })),
    storeStep: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: null, failure: null })),
    refuseBusiness: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: 'business' as const })),
    refuseAddress: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: 'address' as const })),
    refuseContact: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: 'contact' as const })),
    refuseTerms: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: 'terms' as const })),
    refuseConsent: assign(({ context, event }) => ({ draft: draftAfter(context, event), refusedStep: 'consent' as const })),
    startSend: assign({ failure: null }),
    recordSubmitted: assign(({ event }) => ({ submitted: (event as unknown as { output: SubmittedApplication }).output })),
    recordFailure: assign(({ event }) => ({ failure: errorOf(event) })),
  },
}).createMachine({
  id: 'apply',
  description: 'Buyer apply: the enrolment link checked, five steps and a review, sent once.',
  meta: FLOW,
  context: ({ input }) => ({ ...input, offer: null, draft: BLANK_APPLICATION, refusedStep: null, failure: null, submitted: null }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      description: 'Asks the program whether the link is valid (client references, payment terms, channel).',
      meta: LINK,
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => context.link,
        onDone: { target: 'business', actions: 'storeOffer', description: 'A valid link: step 1 shows, with the payment terms the seller offered.', meta: FLOW },
        onError: [
          { guard: 'isLinkRefused', target: 'linkRefused', actions: 'recordFailure', description: "A bad link: every problem in spec 8's words, before any form.", meta: LINK },
          { target: 'linkCheckFailed', actions: 'recordFailure', description: 'The check failed (network, server): a retry is offered.', meta: FLOW },
        ],
      },
    },
    linkCheckFailed: {
      description: 'The link could not be checked.',
      meta: FLOW,
      on: { 'apply.retry': { target: 'checkingLink', description: 'The applicant retries.', meta: FLOW } },
    },
    linkRefused: { description: 'The link is bad: the applicant is told why and asks the seller for a new one.', meta: LINK },
    business: {
      description: 'Step 1: legal business name, trading name, country, registration number, tax ID.',
      meta: FIELDS,
      on: {
        'apply.submitBusiness': [
          { guard: 'isBusinessValid', target: 'address', actions: 'storeStep', description: 'Every field within its rule (spec 5 lengths, a US tax ID of 9 digits): on to the address.', meta: FIELDS },
          { actions: 'refuseBusiness', description: 'Otherwise each field says which rule it breaks; what was typed stays.', meta: FIELDS },
        ],
      },
    },
    address: {
      description: "Step 2: the business address (a state where the country has states).",
      meta: FIELDS,
      on: {
        'apply.submitAddress': [
          { guard: 'isAddressValid', target: 'contact', actions: 'storeStep', description: 'Every address part within its length, the required ones given: on to the contact.', meta: FIELDS },
          { actions: 'refuseAddress', description: 'Otherwise each field says which rule it breaks; what was typed stays.', meta: FIELDS },
        ],
        'apply.back': { target: 'business', actions: 'storeStep', description: 'Back to step 1, keeping what was typed here.', meta: FLOW },
      },
    },
    contact: {
      description: 'Step 3: the applicant (name, e-mail, phone), who becomes the first user on approval.',
      meta: { spec: '5. Generic form messages' },
      on: {
        'apply.submitContact': [
          { guard: 'isContactValid', target: 'terms', actions: 'storeStep', description: 'Name, a valid e-mail and a valid phone number: on to the requested terms.', meta: { spec: '5. Generic form messages' } },
          { actions: 'refuseContact', description: 'Otherwise each field says which rule it breaks; what was typed stays.', meta: { spec: '5. Generic form messages' } },
        ],
        'apply.back': { target: 'address', actions: 'storeStep', description: 'Back to step 2, keeping what was typed here.', meta: FLOW },
      },
    },
    terms: {
      description: 'Step 4: the credit line asked for; the payment terms are the link’s.',
      meta: { spec: '9. Payment terms' },
      on: {
        'apply.submitTerms': [
          { guard: 'areTermsValid', target: 'consent', actions: 'storeStep', description: 'A positive amount below the spec 5 bound, and a currency: on to the consent.', meta: { spec: '5. Validation rules (numeric range)' } },
          { actions: 'refuseTerms', description: 'Otherwise the amount says which rule it breaks; what was typed stays.', meta: { spec: '5. Generic form messages' } },
        ],
        'apply.back': { target: 'contact', actions: 'storeStep', description: 'Back to step 3, keeping what was typed here.', meta: FLOW },
      },
    },
    consent: {
      description: "Step 5: the program's terms accepted and the credit check allowed.",
      meta: FLOW,
      on: {
        'apply.submitConsent': [
          { guard: 'isConsentGiven', target: 'review', actions: 'storeStep', description: 'Both boxes ticked: on to the review.', meta: FLOW },
          { actions: 'refuseConsent', description: 'Otherwise each box says it is needed.', meta: FLOW },
        ],
        'apply.back': { target: 'terms', actions: 'storeStep', description: 'Back to step 4, keeping what was chosen here.', meta: FLOW },
      },
    },
    review: {
      description: 'Review every step before the application is sent.',
      meta: FLOW,
      on: {
        'apply.send': { target: 'sending', actions: 'startSend', description: 'The applicant confirms: the application is sent once (the server checks every rule again).', meta: FLOW },
        'apply.back': { target: 'consent', description: 'Back to step 5; nothing is lost.', meta: FLOW },
      },
    },
    sending: {
      description: 'Sends the application.',
      meta: FLOW,
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ link: context.link, application: context.draft, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'submitted', actions: 'recordSubmitted', description: 'Received: the applicant is told underwriting decides and the activation e-mail follows an approval.', meta: FLOW },
        onError: [
          { guard: 'isLinkRefused', target: 'linkRefused', actions: 'recordFailure', description: 'The link went bad meanwhile (a reference taken): its problems show.', meta: LINK },
          { target: 'review', actions: 'recordFailure', description: "Refused or failed: the review says why, in the rule's words; nothing is lost.", meta: FLOW },
        ],
      },
    },
    submitted: { description: 'The application was received; a pending buyer waits for underwriting.', meta: FLOW, type: 'final' },
  },
});

export type ApplyLogic = typeof applyMachine;
export type ApplySnapshot = SnapshotFrom<typeof applyMachine>;

import { useActorRef, useSelector } from '@xstate/react';
import type { ApplyInput, ApplySnapshot } from '../../../machines/app/apply/applyMachine';
import type { ApplicationDraft, ApplyStep } from '../../../machines/app/apply/applicationForm';
import type { ApplyFailure, ApplyMachines } from '../../../machines/app/apply/applyTypes';
import type { EnrolmentOffer } from '../../../src/domain/enrolment';
import { pathFor } from '../../../src/app/routes';
import { usePublicPageViewModel } from '../usePublicPageViewModel';

export interface ApplyViewModel {
  brand: string;
  insideLayout: boolean;
  state: 'checking' | 'checkFailed' | 'linkRefused' | 'form' | 'submitted';
  retry: () => void;
  offer: EnrolmentOffer | null;
  step: ApplyStep;
  /** Every step as typed so far (kept when going back: nothing is lost). */
  draft: ApplicationDraft;
  refusedStep: ApplyStep | null;
  failure: ApplyFailure | null;
  sending: boolean;
  /** The application's reference once it is received. */
  reference: string | null;
  submitBusiness: (values: ApplicationDraft['business']) => void;
  submitAddress: (values: ApplicationDraft['address']) => void;
  submitContact: (values: ApplicationDraft['contact']) => void;
  submitTerms: (values: ApplicationDraft['terms']) => void;
  submitConsent: (values: ApplicationDraft['consent']) => void;
  back: (draft?: Partial<ApplicationDraft>) => void;
  send: () => void;
  signInPath: string;
}

const stateOf = (s: ApplySnapshot): ApplyViewModel['state'] => {
  if (s.matches('checkingLink')) return 'checking';
  if (s.matches('linkCheckFailed')) return 'checkFailed';
  if (s.matches('linkRefused')) return 'linkRefused';
  if (s.matches('submitted')) return 'submitted';
  return 'form';
};

const stepOf = (s: ApplySnapshot): ApplyStep => {
  for (const step of ['business', 'address', 'contact', 'terms', 'consent'] as const) if (s.matches(step)) return step;
  return 'review';
};

/**
 * Buyer apply, run by the apply machine (machines/app/apply): each step's form checks its values
 * with the shared schemas and sends them in one event; this hook only selects and sends.
 */
export function useApplyViewModel(machines: ApplyMachines, input: ApplyInput): ApplyViewModel {
  const page = usePublicPageViewModel();
  const actor = useActorRef(machines.applyLogic, { input });
  const state = useSelector(actor, stateOf);
  const step = useSelector(actor, stepOf);
  const draft = useSelector(actor, (s) => s.context.draft);
  const offer = useSelector(actor, (s) => s.context.offer);
  const refusedStep = useSelector(actor, (s) => s.context.refusedStep);
  const failure = useSelector(actor, (s) => s.context.failure);
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const reference = useSelector(actor, (s) => s.context.submitted?.applicationId ?? null);
  return {
    brand: page.brand,
    insideLayout: page.insideLayout,
    state,
    retry: () => actor.send({ type: 'apply.retry' }),
    offer,
    step,
    draft,
    refusedStep,
    failure,
    sending,
    reference,
    submitBusiness: (values) => actor.send({ type: 'apply.submitBusiness', values }),
    submitAddress: (values) => actor.send({ type: 'apply.submitAddress', values }),
    submitContact: (values) => actor.send({ type: 'apply.submitContact', values }),
    submitTerms: (values) => actor.send({ type: 'apply.submitTerms', values }),
    submitConsent: (values) => actor.send({ type: 'apply.submitConsent', values }),
    back: (partial) => actor.send({ type: 'apply.back', ...(partial ? { draft: partial } : {}) }),
    send: () => actor.send({ type: 'apply.send' }),
    signInPath: pathFor('signin'),
  };
}

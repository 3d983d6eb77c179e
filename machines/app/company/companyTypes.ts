import type { CallbackActorLogic, EventObject, PromiseActorLogic } from 'xstate';
import type { RuleRefusalBody } from '../../../src/domain/errors';
import type { CompanyProfile } from '../../rules/companyInfo';
import type { CompanyInfoMachine } from './companyInfoMachine';
import type { PrimaryContactMachine } from './primaryContactMachine';

/**
 * The Company Info and Primary Contact screens' data (spec 2, 3, 4 "Primary email change") and the
 * actors src/api/companyActors.ts supplies, declared beside the machines that invoke them.
 */
export interface CompanyAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  zip: string;
  country: string;
}

export interface CompanyInfoData {
  buyerId: string;
  businessName: string;
  tradingName: string | null;
  address: CompanyAddress | null;
  country: string;
  registrationNumber: string | null;
  taxId: string | null;
  updatedAt: string | null;
  canEditProfile: boolean;
}

export interface PrimaryContactPerson {
  userId: string;
  name: string;
  email: string;
  phone: string | null;
}

export type PrimaryEmailChangeStatus = 'submitted' | 'approved' | 'rejected';

export interface PrimaryEmailChangeItem {
  id: string;
  contactUserId: string;
  currentEmail: string;
  newEmail: string;
  status: PrimaryEmailChangeStatus;
  submittedAt: string;
  expectedDecisionBy: string;
  overdue: boolean;
  decidedAt: string | null;
  rejectionReason: string | null;
}

export interface PrimaryContactData {
  contact: PrimaryContactPerson | null;
  pending: PrimaryEmailChangeItem | null;
  lastDecided: PrimaryEmailChangeItem | null;
  canRequestChange: boolean;
}

export interface PrimaryEmailChangeInput {
  /** One per submission (a retry of the same submission sends the same key). */
  idempotencyKey: string;
  newEmail: string;
}

/** A refusal as the screens show it (views/common/RuleRefusal): an actor's error body, or the rule the browser checked. */
export type CompanyRefusal = { code?: string; messageId?: string; refusal?: RuleRefusalBody } | RuleRefusalBody;

/** Sent by `watchPrimaryEmailChanges` for each pushed change of the buyer's requests. */
export type PrimaryEmailUpdatedEvent = { type: 'primaryEmail.updated'; change: PrimaryEmailChangeItem };

/** What the company screens need; supplied by src/api/companyActors.ts. */
export interface CompanyActors {
  companyInfoLogic: CompanyInfoMachine;
  primaryContactLogic: PrimaryContactMachine;
  loadCompanyInfo: PromiseActorLogic<CompanyInfoData, { buyerId: string | null }>;
  /** Rejects with an ErrorBody (src/domain/errors.ts), e.g. COMPANY_INFO_INVALID. */
  updateCompanyProfile: PromiseActorLogic<CompanyInfoData, CompanyProfile>;
  loadPrimaryContact: PromiseActorLogic<PrimaryContactData, { buyerId: string | null }>;
  /** Rejects with an ErrorBody, e.g. RULE_REFUSED (with `refusal`). */
  requestPrimaryEmailChange: PromiseActorLogic<PrimaryEmailChangeItem, PrimaryEmailChangeInput>;
  /** Subscribes to the buyer's change requests (graphql-ws) and sends `primaryEmail.updated` to its parent. */
  watchPrimaryEmailChanges: CallbackActorLogic<EventObject, { buyerId: string | null }>;
}

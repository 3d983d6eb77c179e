import type { Resolvers } from '../schema/generated/resolvers';
import { sessionResolvers } from '../modules/session/resolvers';
import { systemResolvers } from '../modules/system/resolvers';
import { invoiceResolvers } from '../modules/invoices/resolvers';
import { overviewResolvers } from '../modules/overview/resolvers';
import { paymentResolvers } from '../modules/payments/resolvers';
import { activityResolvers } from '../modules/activity/resolvers';
import { bankAccountResolvers } from '../modules/bankAccounts/resolvers';
import { disputeResolvers } from '../modules/disputes/resolvers';
import { purchasingControlsResolvers } from '../modules/purchasingControls/resolvers';
import { purchaseCardResolvers } from '../modules/purchaseCards/resolvers';
import { outboxResolvers } from '../modules/outbox/resolvers';
import { creditIncreaseResolvers } from '../modules/creditIncreases/resolvers';
import { groupResolvers } from '../modules/groups/resolvers';
import { companyResolvers } from '../modules/company/resolvers';
import { userResolvers } from '../modules/users/resolvers';
import { securityQuestionResolvers } from '../modules/securityQuestion/resolvers';
import { reportResolvers } from '../modules/reports/resolvers';
import { mfaResolvers } from '../modules/mfa/resolvers';
import { profileResolvers } from '../modules/profile/resolvers';
import { disbursementResolvers } from '../modules/disbursements/resolvers';
import { apiKeyResolvers } from '../modules/apiKeys/resolvers';
// Issue 14: customers, support and underwriting consoles.
import { customerResolvers } from '../modules/customers/resolvers';
import { supportResolvers } from '../modules/support/resolvers';
import { underwritingResolvers } from '../modules/underwriting/resolvers';
import { DateTime, MinorUnits } from './scalars';

/** A module's share of the resolver map: its root fields. */
type ModuleResolvers = Pick<Resolvers, 'Query' | 'Mutation' | 'Subscription'>;

/** Every module, one per line. Modules own disjoint root fields (server/schema/<module>.graphql). */
const MODULES: readonly ModuleResolvers[] = [
  sessionResolvers,
  systemResolvers,
  invoiceResolvers,
  overviewResolvers,
  paymentResolvers,
  activityResolvers,
  bankAccountResolvers,
  disputeResolvers,
  purchasingControlsResolvers,
  purchaseCardResolvers,
  outboxResolvers,
  creditIncreaseResolvers,
  groupResolvers,
  companyResolvers,
  userResolvers,
  securityQuestionResolvers,
  reportResolvers,
  mfaResolvers,
  profileResolvers,
  disbursementResolvers,
  apiKeyResolvers,
  customerResolvers,
  supportResolvers,
  underwritingResolvers,
];

/** Every module's resolvers in one map. */
export const resolvers: Resolvers = {
  MinorUnits,
  DateTime,
  Query: Object.assign({}, ...MODULES.map((module) => module.Query ?? {})),
  Mutation: Object.assign({}, ...MODULES.map((module) => module.Mutation ?? {})),
  Subscription: Object.assign({}, ...MODULES.map((module) => module.Subscription ?? {})),
};

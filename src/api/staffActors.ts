import { fromPromise } from 'xstate';
import { staffConsoleMachine } from '../../machines/app/staff/staffConsoleMachine';
import type { StaffAction, StaffConsoles, StaffQuery } from '../../machines/app/staff/staffTypes';
import {
  ClientUsersDocument, CustomerDocument, InviteClientUserDocument, ReEnableClientUserDocument, ResendClientUserInvitationDocument, SetClientUserRoleDocument, SuspendClientUserDocument, CustomerPreauthorizationsDocument, CustomersDocument, DecideApplicationDocument, DecideCreditIncreaseDocument, OpenBuyerPortalDocument,
  StaffCreditIncreaseUpdatedDocument, SupportDecidePrimaryEmailChangeDocument, SupportFindUsersDocument, SupportResendInvitationDocument,
  SupportResetMfaDocument, UnderwritingQueueDocument, type StaffCreditIncreaseUpdatedSubscription,
} from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { getWsClient } from './wsClient';

/** Browser implementation of the staff consoles' actors (machines/app/staff). */
const text = (q: StaffQuery, key: string): string | null => {
  const value = q[key];
  return value === undefined || value === null || value.trim() === '' ? null : value.trim();
};

/** A customer's page lists its preauthorizations ten at a time. */
const PREAUTHORIZATIONS_PER_PAGE = 10;

const runAction = fromPromise<unknown, StaffAction>(async ({ input }) => {
  switch (input.kind) {
    case 'resendInvitation':
      return (await mutate(SupportResendInvitationDocument, { userId: input.userId })).supportResendInvitation;
    case 'resetMfa':
      return (await mutate(SupportResetMfaDocument, { userId: input.userId })).resetUserMfa;
    case 'decideEmailChange':
      return (await mutate(SupportDecidePrimaryEmailChangeDocument, { input: { changeId: input.changeId, approve: input.approve, reason: input.reason } })).supportDecidePrimaryEmailChange;
    case 'openPortal':
      return (await mutate(OpenBuyerPortalDocument, { buyerId: input.buyerId, path: input.path })).openBuyerPortal;
    case 'decideCreditIncrease':
      return (await mutate(DecideCreditIncreaseDocument, { input: { requestId: input.requestId, verdict: input.verdict, approvedAmountMinor: input.amountMinor, reason: input.reason } })).decideCreditIncrease;
    case 'decideApplication':
      return (await mutate(DecideApplicationDocument, { input: { applicationId: input.applicationId, verdict: input.verdict, approvedLimitMinor: input.amountMinor, reason: input.reason } })).decideApplication;
    case 'inviteClientUser':
      // One key per submit: the server answers a repeated request with the first invitation.
      return (await mutate(InviteClientUserDocument, { input: { idempotencyKey: crypto.randomUUID(), email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role } })).inviteClientUser;
    case 'setClientUserRole':
      return (await mutate(SetClientUserRoleDocument, { userId: input.userId, role: input.role })).setClientUserRole;
    case 'suspendClientUser':
      return (await mutate(SuspendClientUserDocument, { userId: input.userId })).suspendClientUser;
    case 'reEnableClientUser':
      return (await mutate(ReEnableClientUserDocument, { userId: input.userId })).reEnableClientUser;
    case 'resendClientUserInvitation':
      return (await mutate(ResendClientUserInvitationDocument, { userId: input.userId })).resendClientUserInvitation;
  }
});

const console = (loadPage: (q: StaffQuery) => Promise<unknown>) =>
  staffConsoleMachine.provide({ actors: { loadPage: fromPromise<unknown, StaffQuery>(({ input }) => loadPage(input)), runAction } });

export const staffConsoles: StaffConsoles = {
  customers: console(async (q) => (await query(CustomersDocument, { search: text(q, 'search'), status: text(q, 'status') }, { fetchPolicy: 'network-only' })).customers),
  customer: console(async (q) => (await query(CustomerDocument, { id: text(q, 'id') ?? '' }, { fetchPolicy: 'network-only' })).customer),
  customerPreauthorizations: console(async (q) => {
    const offset = Number(text(q, 'offset') ?? '0');
    return (await query(CustomerPreauthorizationsDocument, { customerId: text(q, 'id') ?? '', offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0, limit: PREAUTHORIZATIONS_PER_PAGE }, { fetchPolicy: 'network-only' })).customerPreauthorizations;
  }),
  clientUsers: console(async () => (await query(ClientUsersDocument, {}, { fetchPolicy: 'network-only' })).clientUsers),
  support: console(async (q) => {
    const search = text(q, 'search');
    return search && search.length >= 2 ? (await query(SupportFindUsersDocument, { search }, { fetchPolicy: 'network-only' })).supportFindUsers : [];
  }),
  underwriting: console(async () => (await query(UnderwritingQueueDocument, {}, { fetchPolicy: 'network-only' })).underwritingQueue),
  watchCreditIncreases: (buyerId, onChange) =>
    getWsClient().subscribe<StaffCreditIncreaseUpdatedSubscription>(
      { query: StaffCreditIncreaseUpdatedDocument.toString(), variables: { buyerId } },
      { next: () => onChange(), error: (error) => globalThis.console.warn('[staff] live updates stopped', error), complete: () => {} },
    ),
};

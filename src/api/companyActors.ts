import { fromCallback, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import { companyInfoMachine } from '../../machines/app/company/companyInfoMachine';
import type { CompanyActors, CompanyInfoData, PrimaryEmailChangeItem, PrimaryEmailUpdatedEvent } from '../../machines/app/company/companyTypes';
import { primaryContactMachine } from '../../machines/app/company/primaryContactMachine';
import { CompanyInfoDocument, PrimaryContactDocument, PrimaryEmailChangeUpdatedDocument, RequestPrimaryEmailChangeDocument, UpdateCompanyProfileDocument } from './generated/graphql';
import type { CompanyInfoFieldsFragment, PrimaryEmailChangeFieldsFragment, PrimaryEmailChangeUpdatedSubscription } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { getWsClient } from './wsClient';

/** Browser implementation of the company actors (machines/app/company: Company Info and Primary Contact). */
const toInfo = (i: CompanyInfoFieldsFragment): CompanyInfoData => ({
  buyerId: i.buyerId,
  businessName: i.businessName,
  tradingName: i.tradingName,
  address: i.address ? { line1: i.address.line1, line2: i.address.line2, city: i.address.city, state: i.address.state, zip: i.address.zip, country: i.address.country } : null,
  country: i.country,
  registrationNumber: i.registrationNumber,
  taxId: i.taxId,
  updatedAt: i.updatedAt,
  canEditProfile: i.canEditProfile,
});

const toChange = (c: PrimaryEmailChangeFieldsFragment): PrimaryEmailChangeItem => ({
  id: c.id,
  contactUserId: c.contactUserId,
  currentEmail: c.currentEmail,
  newEmail: c.newEmail,
  status: c.status,
  submittedAt: c.submittedAt,
  expectedDecisionBy: c.expectedDecisionBy,
  overdue: c.overdue,
  decidedAt: c.decidedAt,
  rejectionReason: c.rejectionReason,
});

const loadCompanyInfo: CompanyActors['loadCompanyInfo'] = fromPromise(async ({ input }) =>
  toInfo((await query(CompanyInfoDocument, { buyerId: input.buyerId }, { fetchPolicy: 'network-only' })).companyInfo),
);

const updateCompanyProfile: CompanyActors['updateCompanyProfile'] = fromPromise(async ({ input }) =>
  toInfo((await mutate(UpdateCompanyProfileDocument, { input })).updateCompanyProfile),
);

const loadPrimaryContact: CompanyActors['loadPrimaryContact'] = fromPromise(async ({ input }) => {
  const { primaryContact: p } = await query(PrimaryContactDocument, { buyerId: input.buyerId }, { fetchPolicy: 'network-only' });
  return {
    contact: p.contact ? { userId: p.contact.userId, name: p.contact.name, email: p.contact.email, phone: p.contact.phone } : null,
    pending: p.pending ? toChange(p.pending) : null,
    lastDecided: p.lastDecided ? toChange(p.lastDecided) : null,
    canRequestChange: p.canRequestChange,
  };
});

const requestPrimaryEmailChange: CompanyActors['requestPrimaryEmailChange'] = fromPromise(async ({ input }) =>
  toChange((await mutate(RequestPrimaryEmailChangeDocument, { input })).requestPrimaryEmailChange),
);

/** primaryEmailChangeUpdated over graphql-ws, sent to the invoking machine as `primaryEmail.updated` until stopped. */
const watchPrimaryEmailChanges: CompanyActors['watchPrimaryEmailChanges'] = fromCallback<EventObject, { buyerId: string | null }>(({ sendBack, input }) =>
  getWsClient().subscribe<PrimaryEmailChangeUpdatedSubscription>(
    { query: PrimaryEmailChangeUpdatedDocument.toString(), variables: { buyerId: input.buyerId } },
    {
      next: ({ data }) => {
        if (data?.primaryEmailChangeUpdated) sendBack({ type: 'primaryEmail.updated', change: toChange(data.primaryEmailChangeUpdated) } satisfies PrimaryEmailUpdatedEvent);
      },
      error: (error) => console.warn('[primary contact] live updates stopped', error),
      complete: () => {},
    },
  ),
);

export const companyActors: CompanyActors = {
  companyInfoLogic: companyInfoMachine.provide({ actors: { loadCompanyInfo, updateCompanyProfile } }),
  primaryContactLogic: primaryContactMachine.provide({ actors: { loadPrimaryContact, requestPrimaryEmailChange, watchPrimaryEmailChanges } }),
  loadCompanyInfo,
  updateCompanyProfile,
  loadPrimaryContact,
  requestPrimaryEmailChange,
  watchPrimaryEmailChanges,
};

import type { ScreenLoader } from '../routes';

/**
 * The other audiences' screens (seller, staff, developers: routes.ts "Menu destinations of other audiences"), the demo outbox and the statecharts.
 * One group of the route table's screen loaders (routes.ts `screen`): each loader carries the preload
 * list of its screen's chunks, so the loaders live in a few chunks loaded with the first screen of
 * their group, not in the entry nor all in one (issue 9 size budgets: the overview loads this group
 * only when it is `buyer`).
 */
export const SCREENS = {
  // Issue 14: customers, the seller's users, the support and underwriting consoles (one actors module).
  customers: () => Promise.all([import('../../../views/customers/CustomersPage'), import('../../api/staffActors')]).then(([page, api]) => ({ default: page.connectCustomersPage(api.staffConsoles) })),
  customer: () => Promise.all([import('../../../views/customers/CustomerPage'), import('../../api/staffActors')]).then(([page, api]) => ({ default: page.connectCustomerPage(api.staffConsoles) })),
  clientUsers: () => Promise.all([import('../../../views/customers/ClientUsersPage'), import('../../api/staffActors')]).then(([page, api]) => ({ default: page.connectClientUsersPage(api.staffConsoles) })),
  support: () => Promise.all([import('../../../views/support/SupportPage'), import('../../api/staffActors')]).then(([page, api]) => ({ default: page.connectSupportPage(api.staffConsoles) })),
  underwriting: () => Promise.all([import('../../../views/underwriting/UnderwritingPage'), import('../../api/staffActors')]).then(([page, api]) => ({ default: page.connectUnderwritingPage(api.staffConsoles) })),
  developers: () =>
    Promise.all([import('../../../views/developers/DevelopersPage'), import('../../api/developersActors')]).then(([page, api]) => ({
      default: page.connectDevelopersPage(api.developersLogic),
    })),
  devOutbox: () =>
    Promise.all([import('../../../views/outbox/OutboxPage'), import('../../api/outboxActors')]).then(([page, api]) => ({
      default: page.connectOutboxPage(api.outboxLoaders),
    })),
  // Seller tools (issue 14 items 4 and 5): one module of actors binds both screens' machines.
  disbursements: () =>
    Promise.all([import('../../../views/disbursements/DisbursementsPage'), import('../../api/disbursementActors')]).then(([page, api]) => ({
      default: page.connectDisbursementsPage(api.disbursementsLogic),
    })),
  uploadData: () =>
    Promise.all([import('../../../views/uploadData/UploadDataPage'), import('../../api/disbursementActors')]).then(([page, api]) => ({
      default: page.connectUploadDataPage(api.chargeUploadLogic),
    })),
  statecharts: () => import('../../../views/statecharts/StatechartsIndexPage'),
  statechart: () => import('../../../views/statecharts/StatechartPage'),
} satisfies Record<string, ScreenLoader>;

import type { ScreenLoader } from '../routes';

/**
 * Account settings, purchasing controls and cards, users and groups, company, profile, help.
 * One group of the route table's screen loaders (routes.ts `screen`): each loader carries the preload
 * list of its screen's chunks, so the loaders live in a few chunks loaded with the first screen of
 * their group, not in the entry nor all in one (issue 9 size budgets: the overview loads this group
 * only when it is `buyer`).
 */
export const SCREENS = {
  purchasingControls: () =>
    Promise.all([import('../../../views/purchasingControls/PurchasingControlsPage'), import('../../api/purchasingControlsActors')]).then(([page, api]) => ({
      default: page.connectPurchasingControlsPage(api.purchasingControlsApi),
    })),
  managePolicies: () =>
    Promise.all([import('../../../views/purchasingControls/ManagePoliciesPage'), import('../../api/purchasingControlsActors')]).then(([page, api]) => ({
      default: page.connectManagePoliciesPage(api.purchasingControlsApi),
    })),
  purchaseCardSettings: () =>
    Promise.all([import('../../../views/purchasingControls/CardSettingsPage'), import('../../api/purchasingControlsActors')]).then(([page, api]) => ({
      default: page.connectCardSettingsPage(api.purchasingControlsApi),
    })),
  viewCards: () =>
    Promise.all([import('../../../views/purchaseCards/ViewCardsPage'), import('../../api/purchaseCardActors')]).then(([page, api]) => ({
      default: page.connectViewCardsPage(api.purchaseCardsApi),
    })),
  profilePurchasing: () =>
    Promise.all([import('../../../views/purchaseCards/ProfilePurchasingPage'), import('../../api/purchaseCardActors')]).then(([page, api]) => ({
      default: page.connectProfilePurchasingPage(api.purchaseCardsApi),
    })),
  editUserPurchasing: () =>
    Promise.all([import('../../../views/purchaseCards/EditUserPurchasingPage'), import('../../api/purchaseCardActors')]).then(([page, api]) => ({
      default: page.connectEditUserPurchasingPage(api.purchaseCardsApi),
    })),
  createCard: () =>
    Promise.all([import('../../../views/purchaseCards/CreateCardPage'), import('../../api/purchaseCardActors')]).then(([page, api]) => ({
      default: page.connectCreateCardPage(api.purchaseCardsApi),
    })),
  manageGroups: () =>
    Promise.all([import('../../../views/groups/ManageGroupsPage'), import('../../api/groupActors')]).then(([page, api]) => ({
      default: page.connectManageGroupsPage(api.groupMachines),
    })),
  group: () =>
    Promise.all([import('../../../views/groups/GroupPage'), import('../../api/groupActors')]).then(([page, api]) => ({
      default: page.connectGroupPage(api.groupMachines),
    })),
  createGroup: () =>
    Promise.all([import('../../../views/groups/CreateGroupPage'), import('../../api/groupActors')]).then(([page, api]) => ({
      default: page.connectCreateGroupPage(api.groupMachines),
    })),
  companyInfo: () =>
    Promise.all([import('../../../views/company/CompanyInfoPage'), import('../../api/companyActors')]).then(([page, api]) => ({
      default: page.connectCompanyInfoPage(api.companyActors),
    })),
  primaryContact: () =>
    Promise.all([import('../../../views/company/PrimaryContactPage'), import('../../api/companyActors')]).then(([page, api]) => ({
      default: page.connectPrimaryContactPage(api.companyActors),
    })),
  // Users (issue 11): one module of actors (src/api/userActors.ts) binds the three screens' machines.
  users: () =>
    Promise.all([import('../../../views/users/UsersPage'), import('../../api/userActors')]).then(([page, api]) => ({ default: page.connectUsersPage(api.usersMachines.usersList) })),
  inviteUser: () =>
    Promise.all([import('../../../views/users/InviteUserPage'), import('../../api/userActors')]).then(([page, api]) => ({ default: page.connectInviteUserPage(api.usersMachines.inviteUser) })),
  editUser: () =>
    Promise.all([import('../../../views/users/EditUserPage'), import('../../api/userActors')]).then(([page, api]) => ({ default: page.connectEditUserPage(api.usersMachines.editUser) })),
  profileSecurity: () =>
    Promise.all([import('../../../views/profile/ProfileSecurityPage'), import('../../api/passwordResetActors'), import('../../api/mfaLoader')]).then(([page, api, mfa]) => ({
      default: page.connectProfileSecurityPage(api.securityQuestionMachines, mfa),
    })),
  // 2-step verification set-up (issue 12 item 3): the only profile chunk with libphonenumber-js.
  mfaSetup: () =>
    Promise.all([import('../../../views/profile/MfaSetupPage'), import('../../api/mfaActors')]).then(([page, api]) => ({
      default: page.connectMfaSetupPage(api.mfaMachines),
    })),
  // Profile, help and FAQ (issue 13 items 2 and 5).
  profileGeneral: () =>
    Promise.all([import('../../../views/profile/ProfileGeneralPage'), import('../../api/profileActors')]).then(([page, api]) => ({ default: page.connectProfileGeneralPage(api.profileMachines) })),
  profileNotifications: () =>
    Promise.all([import('../../../views/profile/ProfileNotificationsPage'), import('../../api/profileActors')]).then(([page, api]) => ({ default: page.connectProfileNotificationsPage(api.profileMachines) })),
  help: () => import('../../../views/help/HelpPage'),
  faq: () => import('../../../views/help/FaqPage'),
  purchasingControlsHelp: () => import('../../../views/help/PurchasingControlsHelpPage'),
} satisfies Record<string, ScreenLoader>;

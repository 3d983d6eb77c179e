import type { StaffConsoleMachine } from './staffConsoleMachine';

/** What a console page loads for: its search and filters, or the id of what it shows. */
export type StaffQuery = Readonly<Record<string, string | null>>;

/** One action of a staff console, with what the server needs for it. */
export type StaffAction =
  | { kind: 'resendInvitation'; userId: string }
  | { kind: 'resetMfa'; userId: string }
  | { kind: 'decideEmailChange'; changeId: string; approve: boolean; reason: string | null }
  | { kind: 'openPortal'; buyerId: string; path: string }
  | { kind: 'decideCreditIncrease'; requestId: string; verdict: 'approve' | 'decline'; amountMinor: number | null; reason: string | null }
  | { kind: 'decideApplication'; applicationId: string; verdict: 'approve' | 'decline'; amountMinor: number | null; reason: string | null }
  | { kind: 'inviteClientUser'; email: string; firstName: string; lastName: string; role: string }
  | { kind: 'setClientUserRole'; userId: string; role: string }
  | { kind: 'suspendClientUser'; userId: string }
  | { kind: 'reEnableClientUser'; userId: string }
  | { kind: 'resendClientUserInvitation'; userId: string };

/** The consoles' machines with their actors provided (src/api/staffActors.ts), one per page. */
export interface StaffConsoles {
  customers: StaffConsoleMachine;
  customer: StaffConsoleMachine;
  /** A customer's preauthorizations, a page at a time (query: id, offset). */
  customerPreauthorizations: StaffConsoleMachine;
  clientUsers: StaffConsoleMachine;
  support: StaffConsoleMachine;
  underwriting: StaffConsoleMachine;
  /** Calls `onChange` whenever a credit-limit increase of the buyer changes (creditIncreaseUpdated); returns the unsubscribe. */
  watchCreditIncreases: (buyerId: string, onChange: () => void) => () => void;
}

// --- What the consoles show (src/api/staffActors.ts loads them; server/schema/customers|support|underwriting.graphql) ---

export interface StaffMoney {
  amountMinor: number;
  currency: string;
}

export interface StaffCustomer {
  id: string;
  name: string;
  status: string;
  suspensionReason: string | null;
  terms: string;
  clientReferenceId: string | null;
  clientReferenceBuyerId: string | null;
  creditApproved: StaffMoney;
  creditAvailable: StaffMoney;
  charges: number;
  purchasers: number;
  activated: boolean;
  openPreauthorizations: number;
  createdAt: string;
}

/** Spec 3 Preauthorization as a customer's page lists it. */
export interface StaffPreauthorization {
  id: string;
  status: string;
  amount: StaffMoney;
  capturedAmount: StaffMoney | null;
  chargeInvoiceNumber: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface StaffPreauthorizationPage {
  items: readonly StaffPreauthorization[];
  total: number;
  offset: number;
  limit: number;
}

export interface StaffCustomerUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly string[];
  status: string;
  mfaMethod: string | null;
  invitationPending: boolean;
}

export interface StaffCustomerDetail {
  customer: StaffCustomer;
  users: readonly StaffCustomerUser[];
  pendingCreditIncrease: { id: string; requestedAmount: StaffMoney; submittedAt: string; type: string } | null;
  pendingEmailChange: { id: string; currentEmail: string; newEmail: string; submittedAt: string } | null;
}

export interface StaffClientUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly string[];
  status: string;
}

export interface StaffUserHit {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: string;
  status: string;
  buyerId: string | null;
  buyerName: string | null;
}

export interface StaffUnderwritingQueue {
  creditIncreases: readonly {
    request: { id: string; type: string; requestedAmount: StaffMoney; submittedAt: string };
    buyerId: string;
    buyerName: string;
    creditApproved: StaffMoney;
  }[];
  applications: readonly {
    id: string;
    buyerId: string;
    businessName: string;
    contactName: string;
    contactEmail: string;
    requestedLimit: StaffMoney;
    paymentTerms: string;
    submittedAt: string;
  }[];
}

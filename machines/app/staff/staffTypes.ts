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
  | { kind: 'decideApplication'; applicationId: string; verdict: 'approve' | 'decline'; amountMinor: number | null; reason: string | null };

/** The consoles' machines with their actors provided (src/api/staffActors.ts), one per page. */
export interface StaffConsoles {
  customers: StaffConsoleMachine;
  customer: StaffConsoleMachine;
  clientUsers: StaffConsoleMachine;
  support: StaffConsoleMachine;
  underwriting: StaffConsoleMachine;
  /** Calls `onChange` whenever a credit-limit increase of the buyer changes (creditIncreaseUpdated); returns the unsubscribe. */
  watchCreditIncreases: (buyerId: string, onChange: () => void) => () => void;
}

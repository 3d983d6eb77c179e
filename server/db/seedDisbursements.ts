import type { Transaction } from 'kysely';
import { disburseProgram, type DisbursementSettings } from '../modules/disbursements/computeDisbursements';
import { calendarDay, daysBefore } from './calendarDays';
import { DEMO_CLIENT_ID, DEMO_PROGRAM_ID } from './demoIds';
import type { Database } from './schema';

/** The demo program pays its seller, Northwind Traders, less a 2.5% fee and 10% tax on that fee. */
export const DEMO_DISBURSEMENT_SETTINGS: DisbursementSettings = {
  program_id: DEMO_PROGRAM_ID, seller_id: DEMO_CLIENT_ID, seller_name: 'Northwind Traders', fee_basis_points: 250, tax_basis_points: 1_000,
};

/** Past payout days of the demo (every two weeks), so Payments/Disbursements shows a history. */
const PAYOUT_DAYS_AGO = [84, 70, 56, 42, 28, 14, 7] as const;

/**
 * The demo's disbursement settings and its past payouts, computed by the same code as the
 * `disbursements` job from Acme's settled payments (each goes to the first payout day after it
 * was received).
 */
export async function insertDemoDisbursements(trx: Transaction<Database>, now: Date): Promise<void> {
  await trx.insertInto('program_disbursement_settings').values(DEMO_DISBURSEMENT_SETTINGS).execute();
  for (const days of PAYOUT_DAYS_AGO) await disburseProgram(trx, DEMO_DISBURSEMENT_SETTINGS, calendarDay(daysBefore(now, days)));
}

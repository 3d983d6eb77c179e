import type { Money } from '../../../src/domain/money';

/** Spec 3 Payment details of one settled buyer payment in a payout (the server's answer too: server/modules/disbursements). */
export interface PaymentDetails {
  paymentId: string;
  businessName: string;
  buyerId: string;
  buyerTerms: string;
  feePercent: string;
  amountPaid: Money;
  feeWithheld: Money;
  taxAmount: Money;
  orders: number;
  transactionDate: string;
  payoutDate: string;
}

/** Spec 3 Disbursement: a payout to the seller, as the page shows it and the server returns it. */
export interface Disbursement {
  id: string;
  sellerId: string;
  sellerName: string;
  currency: string;
  amountPaid: Money;
  feeWithheld: Money;
  taxAmount: Money;
  totalAmount: Money;
  totalOrders: number;
  payoutDate: string;
  payments: PaymentDetails[];
}

/** The list's filter as the server takes it (dates YYYY-MM-DD, inclusive). */
export interface DisbursementFilter {
  payoutFrom: string | null;
  payoutTo: string | null;
  currency: string | null;
}

export interface DisbursementPage {
  items: Disbursement[];
  totalCount: number;
}


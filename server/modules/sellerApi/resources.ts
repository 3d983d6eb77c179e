import type { Selectable } from 'kysely';
import type { InvoiceTable, PreauthorizationTable } from '../../db/schema';

/** The seller API's JSON shapes (documented in its OpenAPI description, server/modules/sellerApi/openapi.ts). */
export interface ChargeResource {
  id: string;
  object: 'charge';
  buyerId: string;
  invoiceNumber: string;
  type: string;
  feeType: string | null;
  status: string;
  amountMinor: number;
  remainingMinor: number;
  currency: string;
  billDate: string;
  dueDate: string;
  poNumber: string | null;
  notes: string | null;
  createdAt: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toChargeResource(row: Selectable<InvoiceTable>): ChargeResource {
  return {
    id: row.id, object: 'charge', buyerId: row.buyer_id, invoiceNumber: row.invoice_number, type: row.invoice_type, feeType: row.fee_type,
    status: row.status, amountMinor: row.total_minor, remainingMinor: row.remaining_minor, currency: row.currency,
    billDate: String(row.bill_date), dueDate: String(row.due_date), poNumber: row.po_number, notes: row.notes, createdAt: iso(row.created_at),
  };
}

export interface PreauthorizationResource {
  id: string;
  object: 'preauthorization';
  buyerId: string;
  status: string;
  amountMinor: number;
  currency: string;
  capturedMinor: number | null;
  chargeId: string | null;
  expiresAt: string;
  createdAt: string;
}

export function toPreauthorizationResource(row: Selectable<PreauthorizationTable>): PreauthorizationResource {
  return {
    id: row.id, object: 'preauthorization', buyerId: row.buyer_id, status: row.status, amountMinor: row.amount_minor, currency: row.currency,
    capturedMinor: row.captured_minor, chargeId: row.invoice_id, expiresAt: iso(row.expires_at), createdAt: iso(row.created_at),
  };
}

export interface BuyerResource {
  id: string;
  object: 'buyer';
  name: string;
  clientReferenceId: string | null;
  status: string;
  terms: string;
  currency: string;
  creditApprovedMinor: number;
  creditAvailableMinor: number;
  livemode: boolean;
}

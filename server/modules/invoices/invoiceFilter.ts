import { z } from 'zod';
import { CHARGE_STATUSES } from '../../../src/domain/money';

/** Spec 3 charge types, as the database stores them (the charge statuses: src/domain/money.ts). */
export const INVOICE_TYPES = ['sale', 'fee', 'credit'] as const;

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'Not a calendar date');
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Free text: trimmed, at most 100 characters, empty means no criterion. */
const text = z
  .string()
  .max(100)
  .transform((value) => value.trim())
  .transform((value) => (value === '' ? null : value));

export const invoiceFilterSchema = z
  .object({
    statuses: z.array(z.enum(CHARGE_STATUSES)).max(CHARGE_STATUSES.length).nullish(),
    types: z.array(z.enum(INVOICE_TYPES)).max(INVOICE_TYPES.length).nullish(),
    dueFrom: calendarDate.nullish(),
    dueTo: calendarDate.nullish(),
    minTotalMinor: minor.nullish(),
    maxTotalMinor: minor.nullish(),
    poNumber: text.nullish(),
    search: text.nullish(),
    payableOnly: z.boolean().nullish(),
    pastDueOnly: z.boolean().nullish(),
  })
  .refine((f) => !(f.dueFrom && f.dueTo && f.dueFrom > f.dueTo), { message: 'dueFrom must not be after dueTo', path: ['dueFrom'] })
  .refine((f) => !(typeof f.minTotalMinor === 'number' && typeof f.maxTotalMinor === 'number' && f.minTotalMinor > f.maxTotalMinor), {
    message: 'minTotalMinor must not be above maxTotalMinor',
    path: ['minTotalMinor'],
  })
  .nullish();
export type InvoiceFilter = NonNullable<z.infer<typeof invoiceFilterSchema>>;

/** Sort field -> column, and how its value is cast when it comes back in a cursor. */
export const SORT_COLUMNS = {
  dueDate: { column: 'due_date', cast: 'date' },
  billDate: { column: 'bill_date', cast: 'date' },
  invoiceNumber: { column: 'invoice_number', cast: 'text' },
  invoiceTotal: { column: 'total_minor', cast: 'bigint' },
  remainingDue: { column: 'remaining_minor', cast: 'bigint' },
  invoiceStatus: { column: 'status', cast: 'text' },
} as const;
export type InvoiceSortField = keyof typeof SORT_COLUMNS;

export const invoiceSortSchema = z
  .object({
    field: z.enum(Object.keys(SORT_COLUMNS) as [InvoiceSortField, ...InvoiceSortField[]]),
    direction: z.enum(['asc', 'desc']),
  })
  .nullish()
  .transform((sort) => sort ?? { field: 'dueDate' as const, direction: 'asc' as const });
export type InvoiceSort = z.infer<typeof invoiceSortSchema>;

export const sortKeyOf = (sort: InvoiceSort) => `invoices:${sort.field}:${sort.direction}`;

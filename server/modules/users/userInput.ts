import { z } from 'zod';
import { CONTACT_TYPES, EMAIL_MAX, INTERNAL_ID_MAX, INVITABLE_ROLES, INVOICE_PERMISSIONS, NAME_MAX, normaliseEmail } from '../../../machines/rules/userAdministration';
import { MAX_AMOUNT_MINOR } from '../../../machines/rules/individualCreditLimit';
import { idSchema } from '../../graphql/parseInput';

/** The users module's inputs, parsed once (server/graphql/parseInput). */
const name = z.string().trim().min(1).max(NAME_MAX);
const email = z.string().trim().max(EMAIL_MAX).pipe(z.email()).transform(normaliseEmail);
/** Checked by the rule (invalidPhone) so the form shows the rule's words; blank means none. */
const phone = z.string().trim().max(40).nullish().transform((v) => (v ? v : null));
const internalId = z.string().trim().max(INTERNAL_ID_MAX).nullish().transform((v) => (v ? v : null));
const unique = <T>(values: readonly T[]) => [...new Set(values)];
const roles = z.array(z.enum(INVITABLE_ROLES)).max(INVITABLE_ROLES.length).transform(unique);
const contactTypes = z.array(z.enum(CONTACT_TYPES)).max(CONTACT_TYPES.length).transform(unique);
const invoicePermissions = z.array(z.enum(INVOICE_PERMISSIONS)).max(INVOICE_PERMISSIONS.length).transform(unique);

export const inviteUserInputSchema = z.object({
  idempotencyKey: z.string().min(8).max(100),
  buyerId: z.string().nullish(),
  firstName: name,
  lastName: name,
  email,
  phone,
  internalId,
  groupId: idSchema,
  roles,
  contactTypes,
  invoicePermissions,
  receiveInvoiceEmails: z.boolean(),
  individualCreditLimitMinor: z.number().int().min(0).max(MAX_AMOUNT_MINOR).nullish().transform((v) => v ?? null),
  contactOnly: z.boolean().nullish().transform((v) => v === true),
});
export type InviteUserInput = z.infer<typeof inviteUserInputSchema>;

export const updateUserInputSchema = z.object({
  userId: idSchema,
  firstName: name.nullish(),
  lastName: name.nullish(),
  email: email.nullish(),
  phone: z.string().trim().max(40).nullish(),
  internalId: z.string().trim().max(INTERNAL_ID_MAX).nullish(),
  contactTypes: contactTypes.nullish(),
  receiveInvoiceEmails: z.boolean().nullish(),
  invoicePermissions: invoicePermissions.nullish(),
  groupId: idSchema.nullish(),
  roles: roles.nullish(),
});
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export const userIdSchema = z.object({ userId: idSchema });
export const suspendInputSchema = z.object({ userId: idSchema, reason: z.string().trim().min(1).max(200) });

export const userFilterSchema = z
  .object({
    statuses: z.array(z.enum(['active', 'deleted', 'inactive', 'pending', 'suspended'])).max(5).nullish(),
    groupId: idSchema.nullish(),
    role: z.enum(INVITABLE_ROLES).nullish(),
    contactType: z.enum(CONTACT_TYPES).nullish(),
    search: z.string().max(100).nullish(),
  })
  .nullish()
  .transform((f) => f ?? {});

export const userSortSchema = z
  .object({ field: z.enum(['name', 'email', 'group', 'status', 'contactType', 'creditLimit']), direction: z.enum(['asc', 'desc']) })
  .nullish()
  .transform((s) => s ?? { field: 'name' as const, direction: 'asc' as const });

export const userPageSchema = z.object({ first: z.number().int().min(1).max(100).nullish(), offset: z.number().int().min(0).max(100_000).nullish() });

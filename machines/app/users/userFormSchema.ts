import { z } from 'zod';
import { EMAIL_MAX, INTERNAL_ID_MAX, NAME_MAX } from '../../rules/userAdministration';

/**
 * The field rules of the Invite and Edit User forms (spec 5 generic messages: required, e-mail,
 * lengths), the same limits the server parses with (server/modules/users/userInput.ts). The
 * business rules (Payer, limits, duplicates) are the machines' and the server's.
 */
export const userFieldsSchema = z.object({
  firstName: z.string().trim().min(1).max(NAME_MAX),
  lastName: z.string().trim().min(1).max(NAME_MAX),
  email: z.string().trim().max(EMAIL_MAX).pipe(z.email()),
  phone: z.string().trim().max(40),
  internalId: z.string().trim().max(INTERNAL_ID_MAX),
});

export const inviteFormSchema = userFieldsSchema.extend({
  groupId: z.string().min(1),
});

export type UserFieldsValues = z.infer<typeof userFieldsSchema>;

/**
 * The administrator's MFA update on the Edit User MFA tab (spec 6): e-mail, or SMS to a number
 * (required; whether it is a valid mobile number, and not another user's, is the server's check
 * with libphonenumber-js, server/modules/mfa/mfaSetup.ts).
 */
export const mfaUpdateSchema = z
  .object({ method: z.enum(['email', 'sms']), target: z.string().trim().max(40) })
  .refine((value) => value.method === 'email' || value.target.length > 0, { path: ['target'], params: { messageId: 'form.required' } });

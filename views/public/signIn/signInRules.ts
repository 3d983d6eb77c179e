import { signInRequestSchema, type SignInRequest } from '../../../src/domain/sessionRequests';
import { fieldMessages, type FieldMessages } from '../../../src/i18n/validationMessages';

/**
 * The sign-in form's rules: the server's request schema (zod/mini) and its field messages. Their own
 * chunk, loaded when the form is first used (SignInForm.tsx), not with the page: zod is 8 kB gzip
 * of the sign-in page's JavaScript (issue 9 part 3).
 */
export type SignInCheck = { ok: true; request: SignInRequest } | { ok: false; errors: FieldMessages };

export function checkSignIn(values: { email: string; password: string }): SignInCheck {
  const parsed = signInRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, errors: fieldMessages(signInRequestSchema, values) ?? {} };
}

// zod/mini, parsed by the server (server/auth) and by the sign-in form, which loads this module when
// it is first used, not with the page (views/public/signIn/SignInForm.tsx; issue 9 part 3).
import * as z from 'zod/mini';

/** POST /auth/sign-in body. */
export const signInRequestSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email()),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /auth/handoff body (the /x-session route): a signed single-use handoff token. */
export const handoffRequestSchema = z.object({ jwtAuth: z.string().check(z.minLength(10), z.maxLength(4000)) });

/** POST /auth/sign-in/verify body: the Login code of the sign-in challenge (spec 6), and remember-this-device. */
export const signInCodeRequestSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
  rememberDevice: z.optional(z.boolean()),
});
export type SignInCodeRequest = z.infer<typeof signInCodeRequestSchema>;

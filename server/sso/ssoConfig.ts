import { z } from 'zod';

/**
 * Single sign-on settings (server/sso), read with the rest of the configuration:
 * - `SSO_ISSUER`, `SSO_CLIENT_ID`, `SSO_CLIENT_SECRET`: the company's OpenID Connect provider the
 *   portal signs SSO users in with (authorization code flow with PKCE). The secret may be left out
 *   for a provider that registered the portal as a public client (PKCE only).
 * - `SSO_DEMO_IDP`: `auto` (default) runs the demo identity provider inside the portal at `/idp`
 *   when no `SSO_ISSUER` is set, outside production; `true`/`false` force it. Its accounts share a
 *   published password, so it never starts in production unless asked for by name.
 * - `SSO_DEMO_ISSUER`: the demo provider's public issuer URL when the portal is reached at another
 *   address than it listens on (a container, a proxy); unset: `<listening address>/idp`.
 * - `SSO_DEMO_CLIENT_SECRET`: the secret the portal and the demo provider share (unset: derived
 *   from the session secret).
 * - `SSO_REDIRECT_URI`: the portal's callback as registered at the provider, e.g.
 *   `https://portal.example.com/sso/callback` (needed behind a proxy that terminates TLS); unset:
 *   `/sso/callback` on the protocol and host the browser used.
 */
export type SsoProvider =
  /** An outside provider, found by OpenID discovery at `issuer`. */
  | { kind: 'external'; issuer: string; clientId: string; clientSecret: string | undefined }
  /** The demo provider at `<portal>/idp`; its issuer is known once the server listens. */
  | { kind: 'demo'; clientId: string; clientSecret: string | undefined; issuer: string | undefined };

export interface SsoConfig {
  /** null: SSO is not configured; SSO users land on /sso-error ("Unable to sign in"). */
  provider: SsoProvider | null;
  redirectUri: string | undefined;
}

export const DEMO_SSO_CLIENT_ID = 'buyer-portal';

const ssoEnvSchema = z.object({
  SSO_ISSUER: z.string().trim().url('SSO_ISSUER must be the provider\'s issuer URL, e.g. https://login.example.com').optional(),
  SSO_CLIENT_ID: z.string().trim().min(1).optional(),
  SSO_CLIENT_SECRET: z.string().min(1).optional(),
  SSO_DEMO_IDP: z.enum(['true', 'false', 'auto']).default('auto'),
  SSO_DEMO_ISSUER: z.string().trim().url('SSO_DEMO_ISSUER must be a URL, e.g. https://portal.example.com/idp').optional(),
  SSO_DEMO_CLIENT_SECRET: z.string().min(16, 'SSO_DEMO_CLIENT_SECRET needs at least 16 characters').optional(),
  SSO_REDIRECT_URI: z.string().trim().url('SSO_REDIRECT_URI must be the portal\'s /sso/callback URL').optional(),
});

export function readSsoConfig(source: Record<string, string | undefined>, environment: string): SsoConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ssoEnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.SSO_ISSUER) {
    if (!env.SSO_CLIENT_ID) throw new Error('Invalid configuration:\n  SSO_CLIENT_ID is required with SSO_ISSUER');
    if (env.SSO_DEMO_IDP === 'true') throw new Error('Invalid configuration:\n  SSO_DEMO_IDP=true and SSO_ISSUER exclude each other');
    return { provider: { kind: 'external', issuer: env.SSO_ISSUER, clientId: env.SSO_CLIENT_ID, clientSecret: env.SSO_CLIENT_SECRET }, redirectUri: env.SSO_REDIRECT_URI };
  }
  const demo = env.SSO_DEMO_IDP === 'true' || (env.SSO_DEMO_IDP === 'auto' && environment !== 'production');
  return {
    provider: demo ? { kind: 'demo', clientId: DEMO_SSO_CLIENT_ID, clientSecret: env.SSO_DEMO_CLIENT_SECRET, issuer: env.SSO_DEMO_ISSUER } : null,
    redirectUri: env.SSO_REDIRECT_URI,
  };
}

import { generateKeyPair, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { findDemoIdpAccount } from './accounts';
import { DemoMemoryAdapter } from './memoryAdapter';
import { renderIdpErrorPage } from './signInPage';

/** Where the demo identity provider lives inside the portal: its issuer is `<portal origin>/idp`. */
export const DEMO_IDP_PATH = '/idp';
/** The provider's sign-in steps (our Fastify routes, not oidc-provider's): /idp/interaction/<uid>. */
export const interactionPath = (uid: string) => `${DEMO_IDP_PATH}/interaction/${uid}`;

export interface DemoIdpOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Every address the portal may ask to return to (its /sso/callback on each host name it answers). */
  redirectUris: string[];
  /** Signs the provider's own cookies. */
  cookieKey: Buffer;
}

const SCOPES = 'openid email profile';
const generateKeyPairAsync = promisify(generateKeyPair);

/** The portal is the provider's only client, first-party: it is granted its scopes without a consent screen. */
async function grantWithoutConsent(ctx: KoaContextWithOIDC) {
  const { Grant } = ctx.oidc.provider;
  const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
  if (grantId) return Grant.find(grantId);
  const grant = new Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
  grant.addOIDCScope(SCOPES);
  await grant.save();
  return grant;
}

/**
 * The demo OpenID Connect provider (oidc-provider 8, in the portal's process): one registered
 * client (the portal), authorization code flow with PKCE S256 required, ID tokens carrying the
 * e-mail, signing key generated at each start (ID tokens are short-lived and verified at once, so
 * nothing needs the old key after a restart), sessions and codes in memory.
 */
export async function createDemoIdentityProvider(options: DemoIdpOptions): Promise<Provider> {
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: `demo-${randomUUID()}`, use: 'sig', alg: 'RS256' };
  const configuration: Configuration = {
    adapter: DemoMemoryAdapter,
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: 'the Buyer Portal',
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The portal reads the e-mail from the ID token itself (no UserInfo call).
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = findDemoIdpAccount(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: `${account.givenName} ${account.familyName}`,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    loadExistingGrant: grantWithoutConsent,
    cookies: { keys: [options.cookieKey.toString('base64url')] },
    jwks: { keys: [signingKey] },
    ttl: { AuthorizationCode: 60, IdToken: 300, AccessToken: 300, Interaction: 600, Session: 3600, Grant: 3600 },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderIdpErrorPage(typeof out.error_description === 'string' ? out.error_description : 'The sign-in request could not be completed.');
    },
  };
  return new Provider(options.issuer, configuration);
}

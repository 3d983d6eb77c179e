import { createHmac } from 'node:crypto';
import * as client from 'openid-client';
import type Provider from 'oidc-provider';
import type { SsoConfig } from './ssoConfig';
import { createDemoIdentityProvider, DEMO_IDP_PATH } from './demoIdp/provider';

/** The portal's callback path, registered at the provider (with the portal's origin). */
export const SSO_CALLBACK_PATH = '/sso/callback';

/** The provider as the relying party sees it: discovered metadata, client id and authentication. */
export interface RelyingParty {
  configuration: client.Configuration;
}

/**
 * Single sign-on at run time: the relying party's discovered provider (cached; a failed discovery
 * is retried on the next sign-in) and, in demo mode, the in-process identity provider, which can
 * only start once the server knows the address it listens on (its issuer).
 */
export interface SsoRuntime {
  /** The server listens at `origin` (e.g. http://127.0.0.1:8080): the demo provider starts. */
  start(origin: string): Promise<void>;
  /** The demo identity provider, once started; null when SSO uses another provider. */
  demoProvider(): Provider | null;
  /** The relying party, or null when SSO is not configured or the provider cannot be reached. */
  relyingParty(): Promise<RelyingParty | null>;
  /** The callback address for a sign-in the browser started at `origin`. */
  redirectUriFor(origin: string): string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is allowed only for a provider on this machine (the demo one, or a local test provider). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
}

/** Both loopback spellings, so a developer may open the portal on either. */
function loopbackVariants(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK.has(url.hostname)) return [origin];
  return ['127.0.0.1', 'localhost'].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

export function createSsoRuntime(config: SsoConfig, demoKey: Buffer, log: (message: string) => void = () => {}): SsoRuntime {
  const { provider: settings } = config;
  const demoSecret = (purpose: string) => createHmac('sha256', demoKey).update(purpose).digest('base64url');
  const clientSecret = settings?.kind === 'demo' ? (settings.clientSecret ?? demoSecret('client-secret')) : settings?.clientSecret;
  let issuer: URL | null = settings?.kind === 'external' ? new URL(settings.issuer) : null;
  let demo: Provider | null = null;
  let discovered: Promise<RelyingParty> | null = null;

  async function discover(from: URL): Promise<RelyingParty> {
    const clientId = settings!.clientId;
    const authentication = clientSecret ? client.ClientSecretBasic(clientSecret) : client.None();
    const configuration = await client.discovery(from, clientId, clientSecret ? { client_secret: clientSecret } : undefined, authentication, {
      execute: isLoopbackHttp(from) ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    return { configuration };
  }

  return {
    async start(origin) {
      if (settings?.kind !== 'demo') return;
      const demoIssuer = settings.issuer ?? `${origin}${DEMO_IDP_PATH}`;
      issuer = new URL(demoIssuer);
      const portalOrigins = [...new Set([...loopbackVariants(origin), ...loopbackVariants(issuer.origin)])];
      demo = await createDemoIdentityProvider({
        issuer: demoIssuer,
        clientId: settings.clientId,
        clientSecret: clientSecret!,
        redirectUris: [...portalOrigins.map((portal) => `${portal}${SSO_CALLBACK_PATH}`), ...(config.redirectUri ? [config.redirectUri] : [])],
        cookieKey: Buffer.from(demoSecret('cookies')),
      });
      log(`single sign-on: demo identity provider at ${demoIssuer}`);
    },
    demoProvider: () => demo,
    async relyingParty() {
      if (!settings || !issuer) return null;
      const from = issuer;
      discovered ??= discover(from);
      try {
        return await discovered;
      } catch (error) {
        discovered = null;
        console.error(`Single sign-on: the provider at ${from.href} could not be discovered:`, error instanceof Error ? error.message : error);
        return null;
      }
    },
    redirectUriFor: (origin) => config.redirectUri ?? `${origin}${SSO_CALLBACK_PATH}`,
  };
}

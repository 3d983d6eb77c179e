import { describe, expect, it } from 'vitest';
import { readSsoConfig } from './ssoConfig';

describe('readSsoConfig', () => {
  it('runs the demo provider by default outside production, never by default in production', () => {
    expect(readSsoConfig({}, 'development').provider).toEqual({ kind: 'demo', clientId: 'buyer-portal', clientSecret: undefined, issuer: undefined });
    expect(readSsoConfig({}, 'production').provider).toBeNull();
    expect(readSsoConfig({ SSO_DEMO_IDP: 'true' }, 'production').provider?.kind).toBe('demo');
    expect(readSsoConfig({ SSO_DEMO_IDP: 'false' }, 'development').provider).toBeNull();
  });

  it('points the portal at a company provider with SSO_ISSUER, SSO_CLIENT_ID and SSO_CLIENT_SECRET', () => {
    const config = readSsoConfig({ SSO_ISSUER: 'https://login.example.com', SSO_CLIENT_ID: 'portal', SSO_CLIENT_SECRET: 's3cret', SSO_REDIRECT_URI: 'https://portal.example.com/sso/callback' }, 'production');
    expect(config).toEqual({
      provider: { kind: 'external', issuer: 'https://login.example.com', clientId: 'portal', clientSecret: 's3cret' },
      redirectUri: 'https://portal.example.com/sso/callback',
    });
  });

  it('names what is wrong', () => {
    expect(() => readSsoConfig({ SSO_ISSUER: 'https://login.example.com' }, 'development')).toThrow(/SSO_CLIENT_ID is required with SSO_ISSUER/);
    expect(() => readSsoConfig({ SSO_ISSUER: 'not a url', SSO_CLIENT_ID: 'x' }, 'development')).toThrow(/SSO_ISSUER must be/);
    expect(() => readSsoConfig({ SSO_ISSUER: 'https://login.example.com', SSO_CLIENT_ID: 'x', SSO_DEMO_IDP: 'true' }, 'development')).toThrow(/exclude each other/);
  });
});

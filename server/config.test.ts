import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults for a local demo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: './data', programId: 'northwind', environment: 'development', secureCookies: false, maintenanceWindow: null, featureFlags: {}, cdnRoot: '/' });
  });

  it('uses secure cookies when the host is not local, unless told otherwise', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).secureCookies).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0', SECURE_COOKIES: 'false' }).secureCookies).toBe(false);
  });

  it('shows the demo outbox only outside production and without SMTP, unless told otherwise', () => {
    expect(loadConfig({}).demoOutbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25' }).demoOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48) }).demoOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48), DEMO_OUTBOX: 'true' }).demoOutbox).toBe(true);
  });

  it('parses the maintenance window and feature flags', () => {
    const window = { from: '2030-01-01T22:00:00Z', to: '2030-01-02T02:00:00Z', email: 'ops@example.com' };
    const config = loadConfig({ MAINTENANCE_WINDOW: JSON.stringify(window), FEATURE_FLAGS: '{"a":true}' });
    expect(config.maintenanceWindow).toEqual(window);
    expect(config.featureFlags).toEqual({ a: true });
  });

  it('stops with a message naming the variable for invalid JSON or an invalid window', () => {
    expect(() => loadConfig({ MAINTENANCE_WINDOW: '{from:' })).toThrow(/MAINTENANCE_WINDOW: MAINTENANCE_WINDOW is not valid JSON/);
    expect(() => loadConfig({ MAINTENANCE_WINDOW: '{"from":"soon"}' })).toThrow(ConfigError);
    expect(() => loadConfig({ FEATURE_FLAGS: '{"a":"yes"}' })).toThrow(/FEATURE_FLAGS/);
  });

  it('allows loopback webhook endpoints only when told, and never in production', () => {
    expect(loadConfig({}).webhookAllowLocalhost).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_LOCALHOST: 'true' }).webhookAllowLocalhost).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48), WEBHOOK_ALLOW_LOCALHOST: 'true' })).toThrow(/WEBHOOK_ALLOW_LOCALHOST=true is refused in production/);
    expect(() => loadConfig({ WEBHOOK_ALLOW_LOCALHOST: 'yes' })).toThrow(/WEBHOOK_ALLOW_LOCALHOST/);
  });

  it('requires SESSION_SECRET in production with PostgreSQL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal' })).toThrow(/SESSION_SECRET is required/);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal', SESSION_SECRET: 'x'.repeat(32) }).environment).toBe('production');
  });
});

import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEARER_TOKEN_TTL_MS } from '../../src/domain/session';
import { mintBearerToken, verifyBearerToken } from './bearerToken';
import { HANDOFF_MAX_TTL_MS, mintHandoffToken, verifyHandoffToken } from './handoffToken';
import { createSigningKeys, resolveSessionSecret } from './sessionSecret';

const keys = createSigningKeys('a-test-secret-that-is-long-enough!!');
const now = new Date('2030-01-01T00:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('bearer tokens', () => {
  const token = mintBearerToken(keys.bearer, { idHash: 'session-hash', userId: 'user-1' }, now);

  it('verify until they expire', () => {
    expect(verifyBearerToken(keys.bearer, token, later(BEARER_TOKEN_TTL_MS - 1))).toMatchObject({ sid: 'session-hash', sub: 'user-1' });
    expect(verifyBearerToken(keys.bearer, token, later(BEARER_TOKEN_TTL_MS))).toBeNull();
  });

  it('are refused with another key or a changed payload', () => {
    expect(verifyBearerToken(keys.handoff, token, now)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sid: 'other', sub: 'user-1', exp: later(60_000).getTime() })).toString('base64url');
    expect(verifyBearerToken(keys.bearer, `${header}.${forged}.${signature}`, now)).toBeNull();
  });
});

describe('handoff tokens', () => {
  it('verify within five minutes and never for longer-lived tokens', () => {
    const token = mintHandoffToken(keys.handoff, 'user-1', now);
    expect(verifyHandoffToken(keys.handoff, token, now)).toMatchObject({ sub: 'user-1' });
    expect(verifyHandoffToken(keys.handoff, token, later(HANDOFF_MAX_TTL_MS))).toBeNull();
    expect(verifyHandoffToken(keys.handoff, mintHandoffToken(keys.handoff, 'user-1', now, HANDOFF_MAX_TTL_MS * 2), now)).toBeNull();
    expect(verifyHandoffToken(keys.bearer, token, now)).toBeNull();
  });
});

describe('resolveSessionSecret', () => {
  it('generates one secret per data folder, private to its owner, and keeps it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-secret-'));
    const first = await resolveSessionSecret(undefined, folder);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveSessionSecret(undefined, folder)).toBe(first);
    expect(statSync(join(folder, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(await resolveSessionSecret('configured-secret', folder)).toBe('configured-secret');
  });
});

import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PAGE_CONFIG, parsePageConfig } from '../app/pageConfig';
import { pageConfigSchema } from './pageConfig';
import { pageConfigReader } from './pageConfigReader';
import { sessionClaimsReader, type SessionClaims } from './session';
import { arrayOf, nullable, number, objectOf, oneOf, optional, readShape, string } from './shapeReader';

const CLAIMS: SessionClaims = {
  userId: 'u1', email: 'a@b.example', role: ['buyerPayer'], ssoStatus: 'Inactive', userType: 'BUYER',
  customerCountry: null, buyerId: 'b1', programId: 'p1', sessionChecksum: 'c', expiresAt: 1,
};

describe('shape readers', () => {
  it('keep only the known fields, as zod objects do', () => {
    const reader = objectOf<{ a: string; b?: number }>({ a: string, b: optional(number) });
    expect(readShape(reader, { a: 'x', extra: 1 })).toEqual({ ok: true, value: { a: 'x' } });
    expect(readShape(reader, { a: 'x', b: 2 })).toEqual({ ok: true, value: { a: 'x', b: 2 } });
  });

  it('name every field that does not fit, by its path', () => {
    const reader = objectOf<{ a: string; list: string[]; inner: { kind: 'x' | 'y' } | null }>({
      a: string, list: arrayOf(string, 1), inner: nullable(objectOf<{ kind: 'x' | 'y' }>({ kind: oneOf(['x', 'y']) })),
    });
    expect(readShape(reader, { a: 1, list: ['ok', 2], inner: { kind: 'z' } })).toEqual({ ok: false, misfits: ['a', 'list.1', 'inner.kind'] });
    expect(readShape(reader, { a: '', list: [], inner: null })).toEqual({ ok: false, misfits: ['list'] });
    expect(readShape(reader, 'text')).toEqual({ ok: false, misfits: [''] });
  });

  it('read the session claims the server writes, and refuse an unknown role', () => {
    expect(readShape(sessionClaimsReader, CLAIMS)).toEqual({ ok: true, value: CLAIMS });
    expect(readShape(sessionClaimsReader, { ...CLAIMS, role: ['root'] })).toEqual({ ok: false, misfits: ['role.0'] });
  });

  it('read every page configuration the server schema builds, as the schema builds it', () => {
    const full = { ...DEVELOPMENT_PAGE_CONFIG, maintenanceWindow: { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z', email: 'ops@x.example' }, helpCentre: { scriptUrl: '/h.js', accountUrl: null }, demoOutbox: true };
    for (const config of [DEVELOPMENT_PAGE_CONFIG, full]) {
      expect(readShape(pageConfigReader, config)).toEqual({ ok: true, value: pageConfigSchema.parse(config) });
    }
  });

  it('refuse a page configuration that does not fit, naming its fields', () => {
    const text = JSON.stringify({ ...DEVELOPMENT_PAGE_CONFIG, locales: [], environment: 'staging' });
    expect(parsePageConfig(text, false)).toEqual({ ok: false, reason: 'page configuration invalid: locales, environment' });
  });
});

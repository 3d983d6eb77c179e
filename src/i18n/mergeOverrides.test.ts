import { describe, expect, it } from 'vitest';
import { flattenMessages, mergeOverrides } from './mergeOverrides';

describe('mergeOverrides', () => {
  const bundled = { 'signIn.heading': 'Sign In', 'common.close': 'Close' };

  it('lets program overrides win over bundled messages and add new ids', () => {
    expect(mergeOverrides(bundled, flattenMessages({ 'signIn.heading': 'Log in to Acme', 'acme.extra': 'Hi' }))).toEqual({
      'signIn.heading': 'Log in to Acme',
      'common.close': 'Close',
      'acme.extra': 'Hi',
    });
  });

  it('ignores blank and non-string values and non-object payloads', () => {
    expect(mergeOverrides(bundled, flattenMessages({ 'signIn.heading': '  ', 'common.close': 42 }))).toEqual(bundled);
    expect(mergeOverrides(bundled, flattenMessages(null))).toEqual(bundled);
    expect(mergeOverrides(bundled, flattenMessages('oops'))).toEqual(bundled);
    expect(mergeOverrides(bundled, flattenMessages(['x']))).toEqual(bundled);
  });

  it('flattens nested objects with dots', () => {
    expect(flattenMessages({ signIn: { heading: 'A', error: { generic: 'B' } } })).toEqual({
      'signIn.heading': 'A',
      'signIn.error.generic': 'B',
    });
  });

  it('does not change its inputs and ignores prototype keys', () => {
    const copy = { ...bundled };
    const merged = mergeOverrides(bundled, JSON.parse('{"__proto__": {"polluted": "yes"}, "common.close": "X"}'));
    expect(bundled).toEqual(copy);
    expect(merged['common.close']).toBe('X');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

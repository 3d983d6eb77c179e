import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, type JsonValue } from './canonicalJson';

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: true }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":true,"z":null}]},"b":1}');
  });

  it('writes strings and numbers exactly as JSON.stringify does', () => {
    const value = { s: 'quote " backslash \\ newline \n emoji 😀 é', n: [0, -1.5, 1e21, 5e-324, 0.1 + 0.2] };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
    expect(canonicalJson(value.s)).toBe(JSON.stringify(value.s));
  });

  it('refuses what JSON cannot hold instead of silently changing it', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson({ a: undefined } as unknown as JsonValue)).toThrow(TypeError);
    expect(() => canonicalJson(new Date(0) as unknown as JsonValue)).toThrow(TypeError);
    expect(() => canonicalJson(1n as unknown as JsonValue)).toThrow(TypeError);
  });

  it('gives the same text whatever the key order, and survives a JSON round trip unchanged (property)', () => {
    const json = fc.jsonValue() as fc.Arbitrary<JsonValue>;
    fc.assert(
      fc.property(json, (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text) as JsonValue)).toBe(text);
        expect(canonicalJson(reverseKeys(value))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

function reverseKeys(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reverseKeys(v)]));
}

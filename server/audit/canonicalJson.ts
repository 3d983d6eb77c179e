/** A JSON value as stored in a jsonb column and hashed by the audit chain. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Canonical JSON: object keys sorted (by UTF-16 code units, `Array.prototype.sort`), no
 * whitespace, numbers and strings as `JSON.stringify` writes them. Equal values give equal text
 * whatever the key order, so a jsonb column (which reorders keys) hashes the same after a round trip.
 * Accepts only JSON values: anything else (undefined, functions, bigint, Date, NaN) throws, so
 * callers normalise first (`toAuditJson`) and hash exactly what they store.
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not a JSON number`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as JsonValue)}`).join(',')}}`;
  }
  throw new TypeError(`canonicalJson: ${typeof value} is not a JSON value`);
}

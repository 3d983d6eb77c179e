import pg from 'pg';

/**
 * How both backends turn Postgres text values into JS, so code and tests see the same shapes:
 * - int8 (bigint `_minor` money, count(*)) and numeric (sum() of bigint) become numbers. Money stays
 *   far below 2^53 (spec 5 caps amounts at 9e12), so a value beyond that is a bug: fail loudly
 *   rather than round silently.
 * - date stays a 'YYYY-MM-DD' string: a calendar date has no time zone, a JS Date would invent one.
 * jsonb is parsed and timestamptz becomes a Date by both drivers already.
 */
const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

function toSafeNumber(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`Database value ${text} does not fit a JS number without losing precision`);
  }
  return value;
}

const keepText = (text: string): string => text;

export const VALUE_PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  [OID.int8]: toSafeNumber,
  [OID.numeric]: toSafeNumber,
  [OID.date]: keepText,
};

/** node-postgres per-pool type parsers (the global pg.types registry stays untouched). */
export const PG_TYPE_PARSERS: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    const parser = format === 'binary' ? undefined : VALUE_PARSERS[oid];
    return parser ?? pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * Readers for the few JSON values the browser reads at boot that our own code wrote: the page
 * configuration (the server injects it, parsed by its zod schema), the session-claims cookie and
 * the sign-in answers (the server builds them from `SessionClaims`), the session record and the
 * remembered user in storage (the browser wrote them). They check the shape only, not business
 * rules, and weigh ~0.5 kB where zod/mini cost the sign-in page 8 kB gzip (issue 9 part 3).
 *
 * A reader table is typed against the shape's one TypeScript definition (`Fields<T>`): a missing
 * or extra field, or a reader of the wrong type, does not compile. Like zod's `object`, a read
 * keeps only the table's fields and names every field that does not fit.
 */
export type Reader<T> = (value: unknown, path: string, misfits: string[]) => T | typeof MISFIT;

/** Every field of `T`, each with the reader of its type. */
export type Fields<T> = { [K in keyof T]-?: Reader<T[K]> };

const MISFIT: unique symbol = Symbol('misfit');

function refuse(path: string, misfits: string[]): typeof MISFIT {
  misfits.push(path);
  return MISFIT;
}

const when =
  <T>(fits: (value: unknown) => boolean): Reader<T> =>
  (value, path, misfits) =>
    fits(value) ? (value as T) : refuse(path, misfits);

export const string: Reader<string> = when((value) => typeof value === 'string');
export const number: Reader<number> = when((value) => typeof value === 'number' && Number.isFinite(value));
export const boolean: Reader<boolean> = when((value) => typeof value === 'boolean');

export const oneOf = <const T extends string>(values: readonly T[]): Reader<T> => when((value) => (values as readonly unknown[]).includes(value));

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value, path, misfits) =>
    value === null ? null : read(value, path, misfits);

/** An absent (or undefined) field is left out of the result. */
export const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (value, path, misfits) =>
    value === undefined ? undefined : read(value, path, misfits);

export const arrayOf =
  <T>(read: Reader<T>, minLength = 0): Reader<T[]> =>
  (value, path, misfits) => {
    if (!Array.isArray(value) || value.length < minLength) return refuse(path, misfits);
    const before = misfits.length;
    const items = value.map((item, index) => read(item, `${path}.${index}`, misfits));
    return misfits.length === before ? (items as T[]) : MISFIT;
  };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const recordOf =
  <T>(read: Reader<T>): Reader<Record<string, T>> =>
  (value, path, misfits) => {
    if (!isPlainObject(value)) return refuse(path, misfits);
    const before = misfits.length;
    const out: Record<string, T> = {};
    for (const [key, entry] of Object.entries(value)) {
      const item = read(entry, path ? `${path}.${key}` : key, misfits);
      if (item !== MISFIT) out[key] = item;
    }
    return misfits.length === before ? out : MISFIT;
  };

export const objectOf =
  <T>(fields: Fields<T>): Reader<T> =>
  (value, path, misfits) => {
    if (!isPlainObject(value)) return refuse(path, misfits);
    const before = misfits.length;
    const out: Partial<T> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const read = fields[key](value[key], path ? `${path}.${key}` : key, misfits);
      if (read !== MISFIT && read !== undefined) out[key] = read;
    }
    return misfits.length === before ? (out as T) : MISFIT;
  };

export type ReadResult<T> = { ok: true; value: T } | { ok: false; misfits: string[] };

/** Read `value` with `reader`: the value (only the known fields), or the paths of the fields that do not fit. */
export function readShape<T>(reader: Reader<T>, value: unknown): ReadResult<T> {
  const misfits: string[] = [];
  const read = reader(value, '', misfits);
  return read === MISFIT ? { ok: false, misfits } : { ok: true, value: read };
}

/** The value when it fits, else null. */
export function readOrNull<T>(reader: Reader<T>, value: unknown): T | null {
  const result = readShape(reader, value);
  return result.ok ? result.value : null;
}

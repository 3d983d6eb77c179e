import { z } from 'zod';
import { portalError } from './errors';
import { idSchema } from './parseInput';

/**
 * Paging shared by the lists (invoices, payments, ...): cursor (keyset, stable while rows are added) or
 * offset, never both; `first` 1..100 (default 25). A cursor is opaque to clients: base64url JSON of
 * the sort it belongs to, the last row's sort value and its id. A cursor made for another sort is
 * refused (BAD_USER_INPUT) rather than silently giving a wrong page.
 */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Offsets beyond this are refused: deep pages are what cursors are for. */
export const MAX_OFFSET = 100_000;

export const pageInputSchema = z
  .object({
    first: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
    after: z.string().min(1).max(2_000).nullish(),
    offset: z.number().int().min(0).max(MAX_OFFSET).nullish(),
  })
  .refine((page) => !(page.after && typeof page.offset === 'number'), { message: 'Use a cursor (after) or an offset, not both' })
  .nullish();

export interface PageRequest {
  first: number;
  after: string | null;
  offset: number | null;
}

export function pageRequestOf(input: z.infer<typeof pageInputSchema>): PageRequest {
  return { first: input?.first ?? DEFAULT_PAGE_SIZE, after: input?.after ?? null, offset: input?.offset ?? null };
}

const cursorSchema = z.object({ s: z.string(), v: z.union([z.string(), z.number()]), id: idSchema });
export type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** The cursor's position for this sort, or BAD_USER_INPUT. */
export function decodeCursor(text: string, sortKey: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw portalError('BAD_USER_INPUT', { field: 'page.after', reason: 'invalidCursor' });
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success || cursor.data.s !== sortKey) throw portalError('BAD_USER_INPUT', { field: 'page.after', reason: 'invalidCursor' });
  return cursor.data;
}

export interface PageInfoOut {
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

/** Rows were fetched with one extra to learn whether another page follows. */
export function pageOf<T>(rows: readonly T[], page: PageRequest, totalCount: number, cursorOf: (row: T) => Cursor): { items: T[]; pageInfo: PageInfoOut } {
  const items = rows.slice(0, page.first);
  const last = items.at(-1);
  return { items, pageInfo: { hasNextPage: rows.length > page.first, endCursor: last ? encodeCursor(cursorOf(last)) : null, totalCount } };
}

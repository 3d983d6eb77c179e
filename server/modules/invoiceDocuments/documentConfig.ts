import { z } from 'zod';

/**
 * `DEMO_DOCUMENT_REGENERATE_MS`: how long the demo document service takes to regenerate an invoice
 * document after an edit or a dispute (default 3000; 0 at once). Read when the server starts its worker.
 */
export const DEFAULT_REGENERATE_MS = 3_000;

const schema = z.coerce.number().int().min(0).max(24 * 60 * 60 * 1000).default(DEFAULT_REGENERATE_MS);

export function demoDocumentRegenerateMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env['DEMO_DOCUMENT_REGENERATE_MS'];
  const parsed = schema.safeParse(raw === '' ? undefined : raw);
  if (!parsed.success) throw new Error(`DEMO_DOCUMENT_REGENERATE_MS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

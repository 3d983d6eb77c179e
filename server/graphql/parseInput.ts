import { z } from 'zod';
import { portalError } from './errors';

/**
 * Resolver input, parsed once: every input goes through a zod schema (DESIGN "Every input is
 * parsed by a zod schema"), and a failure is BAD_USER_INPUT naming the field and the first problem.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idSchema = z.string().regex(UUID_PATTERN, 'Not an id').transform((id) => id.toLowerCase());

/** zod-parses resolver input; a failure is BAD_USER_INPUT naming the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, field: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [field, ...(issue?.path ?? [])].join('.');
  throw portalError('BAD_USER_INPUT', { field: path, reason: issue?.message ?? 'invalid' });
}

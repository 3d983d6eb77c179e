import type { z } from 'zod';

/** A translatable message: an id of the `form.*` area and its ICU values (`fieldName` is added by the field). */
export interface FieldMessage {
  id: string;
  values?: Record<string, string | number>;
}

/** Field path (`email`, `address.city`) -> the first message for that field. */
export type FieldMessages = Record<string, FieldMessage>;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), input);
}

/**
 * The generic form message of spec 5 for one schema issue. An empty value is always "cannot be
 * empty", whatever the schema complained about. A schema may name its own message with
 * `.refine(check, { params: { messageId, values } })`.
 */
export function messageForIssue(issue: z.core.$ZodIssue, value: unknown): FieldMessage {
  if (issue.code === 'custom' && typeof issue.params?.messageId === 'string') {
    return { id: issue.params.messageId, values: issue.params.values as FieldMessage['values'] };
  }
  if (isEmpty(value)) return { id: 'form.required' };
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? { id: 'form.minLength', values: { minLength: Number(issue.minimum) } } : { id: 'form.invalidFormat' };
    case 'too_big':
      if (issue.origin === 'string') return { id: 'form.maxLength', values: { maxLength: Number(issue.maximum) } };
      return issue.origin === 'number' ? { id: 'form.lessThanMax', values: { max: Number(issue.maximum) } } : { id: 'form.invalidFormat' };
    case 'invalid_format':
      return issue.format === 'email' ? { id: 'form.emailInvalid' } : { id: 'form.invalidFormat' };
    case 'invalid_type':
      return issue.expected === 'number' ? { id: 'form.numeric' } : { id: 'form.invalidFormat' };
    case 'not_multiple_of':
      return { id: 'form.increments', values: { increment: Number(issue.divisor) } };
    default:
      return { id: 'form.invalidFormat' };
  }
}

/** A classic (`zod`) or `zod/mini` schema: both parse with `safeParse` and report core issues. */
export interface IssueReportingSchema {
  safeParse(input: unknown): { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } };
}

/** Parse `input` with `schema`; undefined when valid, else the first message per field path. */
export function fieldMessages(schema: IssueReportingSchema, input: unknown): FieldMessages | undefined {
  const result = schema.safeParse(input);
  if (result.success || !result.error) return undefined;
  const out: FieldMessages = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in out)) out[path] = messageForIssue(issue, valueAt(input, issue.path));
  }
  return out;
}

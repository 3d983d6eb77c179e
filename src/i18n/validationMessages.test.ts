import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInRequestSchema } from '../domain/sessionRequests';
import { fieldMessages } from './validationMessages';

describe('fieldMessages (spec 5 generic form messages)', () => {
  it('is undefined for valid input', () => {
    expect(fieldMessages(signInRequestSchema, { email: 'a@b.de', password: 'x' })).toBeUndefined();
  });

  it('says "cannot be empty" for empty fields, whatever the schema rule was', () => {
    expect(fieldMessages(signInRequestSchema, { email: '  ', password: '' })).toEqual({
      email: { id: 'form.required' },
      password: { id: 'form.required' },
    });
  });

  it('says "Email is invalid." for a malformed e-mail', () => {
    expect(fieldMessages(signInRequestSchema, { email: 'someone@', password: 'x' })).toEqual({ email: { id: 'form.emailInvalid' } });
  });

  it('maps lengths, numbers, increments and named refinements with their values', () => {
    const schema = z.object({
      name: z.string().max(3),
      code: z.string().min(4),
      amount: z.number().max(10),
      step: z.number().multipleOf(5),
      count: z.number(),
      confirm: z.string().refine(() => false, { params: { messageId: 'form.mismatch' } }),
      nested: z.object({ city: z.string().max(2) }),
    });
    expect(fieldMessages(schema, { name: 'abcd', code: 'ab', amount: 11, step: 7, count: 'x', confirm: 'a', nested: { city: 'Köln' } })).toEqual({
      name: { id: 'form.maxLength', values: { maxLength: 3 } },
      code: { id: 'form.minLength', values: { minLength: 4 } },
      amount: { id: 'form.lessThanMax', values: { max: 10 } },
      step: { id: 'form.increments', values: { increment: 5 } },
      count: { id: 'form.numeric' },
      confirm: { id: 'form.mismatch', values: undefined },
      'nested.city': { id: 'form.maxLength', values: { maxLength: 2 } },
    });
  });
});

import { TYPE } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMessages } from './parseMessages';

describe('parseMessages (program overrides, parsed on arrival)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives each ICU string its syntax tree', () => {
    expect(parseMessages({ 'signIn.heading': 'Log in to Acme', 'invoices.count': '{count, plural, one {# invoice} other {# invoices}}' })).toEqual({
      'signIn.heading': [{ type: TYPE.literal, value: 'Log in to Acme' }],
      'invoices.count': [expect.objectContaining({ type: TYPE.plural, value: 'count' })],
    });
  });

  it('leaves out an override that is not valid ICU, with a warning, so the bundled message shows', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseMessages({ 'signIn.heading': 'Hello {name', 'common.close': 'Close' })).toEqual({ 'common.close': [{ type: TYPE.literal, value: 'Close' }] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('signIn.heading'), expect.anything());
  });
});

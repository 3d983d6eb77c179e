import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_APP_ALERTS } from './demoProgram';
import { DEFAULT_REGION_BY_LANGUAGE } from '../../src/domain/constants';

/**
 * Issue 13: an app alert whose text is in no bundle used to be hidden silently (the AutoPay alert
 * for administrators never showed). Every seeded alert's title and message must be in every locale's
 * bundle; the browser reports a missing one (views/common/AppAlerts.tsx) rather than hiding it.
 */
const messagesDir = new URL('../../src/i18n/messages/', import.meta.url);
const bundle = (locale: string): Record<string, string> =>
  Object.assign({}, ...readdirSync(new URL(`${locale}/`, messagesDir)).filter((file) => file.endsWith('.json')).map((file) => JSON.parse(readFileSync(new URL(`${locale}/${file}`, messagesDir), 'utf8')) as Record<string, string>));

describe('seeded app alerts have their texts', () => {
  // Regional variants (en-GB, de-CH…) hold only what differs from their language's bundle.
  const home = (locale: string) => { const language = locale.split('-')[0] ?? ''; return `${language}-${(DEFAULT_REGION_BY_LANGUAGE as Record<string, string>)[language] ?? locale.split('-')[1]}`; };
  const locales = readdirSync(messagesDir).filter((locale) => home(locale) === locale);
  it.each(locales)('in %s', (locale) => {
    const messages = bundle(locale);
    const missing = DEMO_APP_ALERTS.flatMap((alert) => [alert.title_intl_key, alert.message_intl_key].filter((id) => id && !(id in messages)).map((id) => `${alert.message_storage_id}: ${id}`));
    expect(missing).toEqual([]);
  });

  it('the check fails on an alert without text', () => {
    const messages = bundle('en-US');
    expect('alerts.noSuchAlert.message' in messages).toBe(false);
  });
});

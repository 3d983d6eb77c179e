import { describe, expect, it } from 'vitest';
import { WEBHOOK_URL_MESSAGE_IDS } from '../../machines/rules/webhookUrl';
import developersDe from '../../src/i18n/messages/de-DE/screens/developers.json';
import developersEn from '../../src/i18n/messages/en-US/screens/developers.json';

// The Developers page shows the server's message id of a refused endpoint URL: every reason has words.
describe('the reasons a webhook URL is refused, in words', () => {
  it.each([['en-US', developersEn], ['de-DE', developersDe]] as const)('%s words every reason', (_locale, bundle) => {
    expect(Object.values(WEBHOOK_URL_MESSAGE_IDS).filter((id) => !(bundle as Record<string, string>)[id])).toEqual([]);
  });
});

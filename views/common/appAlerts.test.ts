import { describe, expect, it } from 'vitest';
import type { SessionAppAlert } from '../../machines/app/session/sessionTypes';
import { alertsForScreen, missingAlertTexts } from './appAlerts';

const alert = (over: Partial<SessionAppAlert>): SessionAppAlert => ({
  messageStorageId: 'a1',
  titleIntlKey: 'alert.title',
  messageIntlKey: 'alert.message',
  alertType: 'warning',
  targetScreen: 'account-overview',
  urlLink: null,
  ...over,
});

describe('alertsForScreen', () => {
  it('keeps only the alerts that target the screen', () => {
    const alerts = [alert({ messageStorageId: 'a' }), alert({ messageStorageId: 'b', targetScreen: 'payments' }), alert({ messageStorageId: 'c', targetScreen: null })];
    expect(alertsForScreen(alerts, 'account-overview').map((a) => a.key)).toEqual(['a']);
    expect(alertsForScreen(alerts, null)).toEqual([]);
  });

  it('maps unknown alert types to info and a blank title to none', () => {
    expect(alertsForScreen([alert({ alertType: 'shouting', titleIntlKey: '' })], 'account-overview')[0]).toMatchObject({ type: 'info', titleId: null });
  });

  it('keeps same-app paths and https links only', () => {
    const link = (urlLink: string) => alertsForScreen([alert({ urlLink })], 'account-overview')[0]?.link;
    expect(link('/payments')).toEqual({ href: '/payments', external: false });
    expect(link('https://help.example/x')).toEqual({ href: 'https://help.example/x', external: true });
    expect(link('javascript:alert(1)')).toBeNull();
    expect(link('//evil.example')).toBeNull();
    expect(link('http://plain.example')).toBeNull();
  });
});

describe('missingAlertTexts', () => {
  it('names the message and title ids the loaded messages lack; a title-less alert needs only its message', () => {
    expect(missingAlertTexts({ titleId: 'a.title', messageId: 'a.message' }, { 'a.title': 'T' })).toEqual(['a.message']);
    expect(missingAlertTexts({ titleId: null, messageId: 'a.message' }, { 'a.message': 'M' })).toEqual([]);
    expect(missingAlertTexts({ titleId: 'a.title', messageId: 'a.message' }, {})).toEqual(['a.title', 'a.message']);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultPreference, invoiceEmailProblems, notificationChoiceProblems, topicOfKind } from './notificationPreferences';

describe('notification preferences', () => {
  it('maps outbox kinds to topics; codes, resets and invitations have none', () => {
    expect(topicOfKind('invoice.issued')).toBe('invoices');
    expect(topicOfKind('mandate.signed')).toBe('mandates');
    expect(topicOfKind('creditIncrease.decided')).toBe('credit');
    expect(topicOfKind('card.locked')).toBe('cards');
    expect(topicOfKind('payment.received')).toBe('payments');
    expect(topicOfKind('mfa.code')).toBeNull();
    expect(topicOfKind('passwordReset.link')).toBeNull();
    expect(topicOfKind('user.invitation')).toBeNull();
  });

  it('defaults: e-mail on, SMS off', () => {
    expect(defaultPreference('email')).toBe(true);
    expect(defaultPreference('sms')).toBe(false);
  });

  it('the last invoice receiver cannot turn invoice e-mails off; others can, and anyone can turn them on', () => {
    expect(invoiceEmailProblems({ receivingNow: true, wantsOn: false, otherReceivers: 0 })).toEqual(['lastInvoiceReceiver']);
    expect(invoiceEmailProblems({ receivingNow: true, wantsOn: false, otherReceivers: 1 })).toEqual([]);
    expect(invoiceEmailProblems({ receivingNow: false, wantsOn: true, otherReceivers: 0 })).toEqual([]);
    expect(invoiceEmailProblems({ receivingNow: true, wantsOn: true, otherReceivers: 0 })).toEqual([]);
  });

  it('SMS needs a phone number', () => {
    const sms = [{ topic: 'cards' as const, channel: 'sms' as const, enabled: true }];
    expect(notificationChoiceProblems(sms, { receivingInvoiceEmails: true, otherReceivers: 0, phone: null })).toEqual(['smsNeedsPhone']);
    expect(notificationChoiceProblems(sms, { receivingInvoiceEmails: true, otherReceivers: 0, phone: '+4930901820' })).toEqual([]);
    expect(notificationChoiceProblems([{ topic: 'invoices', channel: 'email', enabled: false }, ...sms], { receivingInvoiceEmails: true, otherReceivers: 0, phone: ' ' })).toEqual([
      'lastInvoiceReceiver',
      'smsNeedsPhone',
    ]);
  });
});

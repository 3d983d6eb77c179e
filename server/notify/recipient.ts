/**
 * One spelling per recipient, so the outbox matches a user's messages however the address was
 * typed: e-mail addresses compare case-insensitively; phone numbers keep only digits and a leading +.
 */
export function outboxRecipientKey(recipient: string): string {
  const trimmed = recipient.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return trimmed.replace(/(?!^\+)[^\d]/g, '');
}

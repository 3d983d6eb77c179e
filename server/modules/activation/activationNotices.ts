/** The BuyerCreate code e-mail of an activation (kind `mfa.code`, like every code: server/modules/mfa). */
export function activationCodeNotice(code: string): { subject: string; text: string } {
  return {
    subject: 'Your security code',
    text: `Your code to activate your buyer portal account is ${code}. It works for 5 minutes. Never share it.`,
  };
}

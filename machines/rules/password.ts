import { PASSWORD_MIN_LENGTH } from '../../src/domain/constants';
import type { ErrorBody } from '../../src/domain/errors';
import { isCommonPassword } from './commonPasswords';

/**
 * Password policy of spec 5: at least 8 characters, one lowercase letter, one uppercase letter,
 * one number, one special character, and not a recently used password. Ours on top (NIST SP 800-63B):
 * not a commonly used password or an obvious decoration of one (machines/rules/commonPasswords.ts).
 */

/** Rule ids, in the order a form lists them. */
export const PASSWORD_RULES = ['minLength', 'lowercase', 'uppercase', 'number', 'special', 'notCommon', 'notRecentlyUsed'] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number];

/** Message id the browser shows for each rule (values: `{ min }` for minLength). */
export const PASSWORD_RULE_MESSAGE_IDS: Readonly<Record<PasswordRuleId, string>> = {
  minLength: 'password.rule.minLength',
  lowercase: 'password.rule.lowercase',
  uppercase: 'password.rule.uppercase',
  number: 'password.rule.number',
  special: 'password.rule.special',
  notCommon: 'password.rule.notCommon',
  notRecentlyUsed: 'password.rule.notRecentlyUsed',
};

/**
 * The rules a candidate password fails; empty means acceptable. Letters and digits are Unicode
 * aware (`é` is lowercase, `Ω` uppercase, `٣` a number); a special character is anything that is
 * neither a letter, a digit nor whitespace. Length counts code points.
 *
 * `recentPasswordMatches` holds the result of comparing the candidate with each recently used
 * password (the server does that against stored hashes); any `true` fails `notRecentlyUsed`.
 * The browser, which cannot know, passes nothing.
 */
export function failedPasswordRules(password: string, recentPasswordMatches: readonly boolean[] = []): PasswordRuleId[] {
  const checks: Record<PasswordRuleId, boolean> = {
    minLength: [...password].length >= PASSWORD_MIN_LENGTH,
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    number: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
    notCommon: !isCommonPassword(password),
    notRecentlyUsed: !recentPasswordMatches.some(Boolean),
  };
  return PASSWORD_RULES.filter((rule) => !checks[rule]);
}

/**
 * A new password the rules refuse, as the page shows it (spec 5): the rules it fails, in one
 * message. The one refusal of the activation's first password and the password reset's new one
 * (machines/app/activation, machines/app/passwordReset), whose servers answer the same code.
 */
export function passwordRulesRefusal(password: string): ErrorBody {
  return { code: 'PASSWORD_INVALID', messageId: 'passwordReset.error.passwordInvalid', values: { rules: failedPasswordRules(password).join(',') } };
}

/** Does a new password follow every rule the browser can check (all but the server's recent-password one)? */
export const isPasswordAcceptable = (password: string): boolean => failedPasswordRules(password).length === 0;

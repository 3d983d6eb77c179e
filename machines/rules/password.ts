import { PASSWORD_MIN_LENGTH } from '../../src/domain/constants';
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

/**
 * The common-password check of our password policy (spec 5 asks for "not a recently used
 * password"; NIST SP 800-63B 5.1.1.2 adds "not a commonly used or expected value").
 *
 * Source of the list: a hand-picked subset (the words and keyboard runs, no profanity) of the top
 * entries of two published lists of the most used passwords: SecLists
 * `Passwords/Common-Credentials/10-million-password-list-top-1000.txt` (Daniel Miessler, MIT
 * licence) and the UK NCSC "100k most used passwords" (derived from Have I Been Pwned), plus the
 * product's own words. It is small on purpose: it ships in the browser bundle too, and the
 * composition rules (upper, lower, number, special) already refuse the bare entries; what this
 * catches is the decorated form people choose to satisfy them: `Password1!`, `P@ssw0rd`,
 * `Welcome2024!`, `Qwerty123$`.
 *
 * How a candidate is compared: lower-cased, common letter substitutions undone (`@`→a, `0`→o,
 * `1`→i, `3`→e, `$`→s, `5`→s, `7`→t, `4`→a), then the whole of it and its letters-only core (digits
 * and symbols trimmed from both ends) are looked up.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'passwort', 'passw0rd', 'pass', 'passcode', 'letmein', 'welcome', 'iloveyou', 'admin', 'administrator',
  'qwerty', 'qwertz', 'azerty', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'qazwsx', 'abc', 'abcdef', 'abcdefg',
  'changeme', 'secret', 'login', 'master', 'monkey', 'dragon', 'shadow', 'sunshine', 'princess', 'football', 'baseball',
  'soccer', 'hockey', 'superman', 'batman', 'starwars', 'trustno', 'freedom', 'whatever', 'computer', 'internet',
  'summer', 'winter', 'spring', 'autumn', 'hello', 'welcome', 'access', 'default', 'guest', 'test', 'tester', 'testing',
  'user', 'root', 'love', 'lovely', 'money', 'michael', 'jennifer', 'jordan', 'charlie', 'thomas', 'robert', 'daniel',
  'matrix', 'mustang', 'cheese', 'cookie', 'ginger', 'pepper', 'orange', 'banana', 'purple', 'silver', 'golden',
  'diamond', 'killer', 'hunter', 'ranger', 'tigger', 'buster', 'harley', 'maggie', 'ashley', 'bailey', 'flower',
  'angel', 'phoenix', 'falcon', 'eagles', 'yankees', 'liverpool', 'arsenal', 'chelsea', 'london', 'berlin', 'google',
  'samsung', 'apple', 'microsoft', 'company', 'business', 'office', 'monday', 'friday', 'january', 'december',
  'christmas', 'hallo', 'schatz', 'fussball', 'sommer', 'geheim', 'buyer', 'portal', 'invoice', 'payment', 'northwind',
  'letmein', 'iloveu', 'blink', 'pokemon', 'minecraft', 'naruto', 'qwer', 'asdf', 'zaq', 'abcd',
]);

const SUBSTITUTIONS: Readonly<Record<string, string>> = { '@': 'a', '4': 'a', '0': 'o', '1': 'i', '!': 'i', '3': 'e', '$': 's', '5': 's', '7': 't' };

/** Lower-cased with the usual look-alike substitutions undone (`P@ssw0rd` → `password`). */
function plain(candidate: string): string {
  return [...candidate.normalize('NFKC').toLowerCase()].map((ch) => SUBSTITUTIONS[ch] ?? ch).join('');
}

/** The letters in the middle: digits, symbols and spaces trimmed from both ends (`!!password2024!` → `password`). */
function core(candidate: string): string {
  return candidate.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** Is this password (or its obvious decoration of a common one) on the list? */
export function isCommonPassword(candidate: string): boolean {
  const lowered = candidate.normalize('NFKC').toLowerCase();
  const forms = [lowered, core(lowered), plain(candidate), core(plain(candidate)), core(plain(core(lowered)))];
  return forms.some((form) => form.length > 0 && COMMON_PASSWORDS.has(form));
}

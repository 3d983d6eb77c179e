/** The three error pages of spec 2 (/error, /sso-error, /invalid-session). */
export type ErrorPageKind = 'error' | 'ssoError' | 'invalidSession';

export interface ErrorPageContent {
  titleId: string;
  messageIds: string[];
  /** The way out: back to sign-in, or home (which signs in first when needed). */
  link: 'signIn' | 'home';
  /**
   * /sso-error only: a new single-sign-on attempt (a full page load of the SSO login address),
   * with the e-mail, return address and query the failed one carried.
   */
  retry?: { labelId: string; href: string };
}

/** SSO outcomes of spec 8 the server's `?reason=` names (machines/domain/ssoSignIn.ts). */
const SSO_REASONS: Readonly<Record<string, string>> = {
  unableToSignIn: 'error.sso.unableToSignIn',
  onboardingCompleted: 'error.sso.onboardingCompleted',
  mismatch: 'error.sso.mismatch',
};

/**
 * The retry of a failed SSO sign-in: the same e-mail, return address and query; after "onboarding
 * already completed" a plain sign-in (home), not the onboarding step again. None after a mismatch
 * (signing in again cannot give the account the permission it lacks) or without an e-mail.
 */
function ssoRetry(reason: string | null, query: URLSearchParams, ssoLoginUrl: string): ErrorPageContent['retry'] {
  const email = query.get('email') ?? '';
  if (reason === 'mismatch' || email.trim() === '') return undefined;
  const onboardingDone = reason === 'onboardingCompleted';
  const params = new URLSearchParams({ email, returnUrl: onboardingDone ? '/' : (query.get('returnUrl') ?? '/') });
  const originalQuery = query.get('query');
  if (!onboardingDone && originalQuery) params.set('query', originalQuery);
  const separator = ssoLoginUrl.includes('?') ? '&' : '?';
  return { labelId: onboardingDone ? 'error.sso.signInAgain' : 'error.sso.retry', href: `${ssoLoginUrl}${separator}${params.toString()}` };
}

/** What an error page says (spec 8 texts); `query` is the page's query string. */
export function errorPageContent(kind: ErrorPageKind, query: URLSearchParams, ssoLoginUrl = '/sso/login'): ErrorPageContent {
  const reason = query.get('reason');
  switch (kind) {
    case 'ssoError': {
      const because = reason !== null && Object.hasOwn(SSO_REASONS, reason) ? [SSO_REASONS[reason] as string] : [];
      const retry = ssoRetry(reason, query, ssoLoginUrl);
      return { titleId: 'error.sso.title', messageIds: [...because, 'error.sso.havingTrouble'], link: 'signIn', ...(retry ? { retry } : {}) };
    }
    case 'invalidSession':
      return { titleId: 'error.invalidSession.title', messageIds: ['error.invalidSession'], link: 'signIn' };
    default:
      return { titleId: 'error.page.title', messageIds: ['error.page.message'], link: 'home' };
  }
}

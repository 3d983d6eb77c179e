/** The three error pages of spec 2 (/error, /sso-error, /invalid-session). */
export type ErrorPageKind = 'error' | 'ssoError' | 'invalidSession';

export interface ErrorPageContent {
  titleId: string;
  messageIds: string[];
  /** The way out: back to sign-in, or home (which signs in first when needed). */
  link: 'signIn' | 'home';
}

/** SSO failure reasons of spec 8 a `?reason=` query may name. */
const SSO_REASONS: Readonly<Record<string, string>> = {
  onboardingCompleted: 'error.sso.onboardingCompleted',
  mismatch: 'error.sso.mismatch',
};

/** What an error page says (spec 8 texts). */
export function errorPageContent(kind: ErrorPageKind, reason: string | null): ErrorPageContent {
  switch (kind) {
    case 'ssoError': {
      const because = reason !== null && Object.hasOwn(SSO_REASONS, reason) ? [SSO_REASONS[reason] as string] : [];
      return { titleId: 'error.sso.title', messageIds: [...because, 'error.sso.havingTrouble'], link: 'signIn' };
    }
    case 'invalidSession':
      return { titleId: 'error.invalidSession.title', messageIds: ['error.invalidSession'], link: 'signIn' };
    default:
      return { titleId: 'error.page.title', messageIds: ['error.page.message'], link: 'home' };
  }
}

import { describe, expect, it } from 'vitest';
import { errorPageContent } from './errorPageContent';

describe('errorPageContent', () => {
  it('says "Unable to sign in" with the having-trouble text for SSO errors, and links to sign-in', () => {
    expect(errorPageContent('ssoError', null)).toEqual({ titleId: 'error.sso.title', messageIds: ['error.sso.havingTrouble'], link: 'signIn' });
  });

  it('adds a known SSO reason first and ignores unknown ones', () => {
    expect(errorPageContent('ssoError', 'mismatch').messageIds).toEqual(['error.sso.mismatch', 'error.sso.havingTrouble']);
    expect(errorPageContent('ssoError', 'toString').messageIds).toEqual(['error.sso.havingTrouble']);
  });

  it('has the invalid-session and generic texts', () => {
    expect(errorPageContent('invalidSession', null).messageIds).toEqual(['error.invalidSession']);
    expect(errorPageContent('error', null)).toMatchObject({ titleId: 'error.page.title', link: 'home' });
  });
});

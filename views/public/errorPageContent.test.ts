import { describe, expect, it } from 'vitest';
import { errorPageContent } from './errorPageContent';

const query = (values: Record<string, string>) => new URLSearchParams(values);

describe('errorPageContent', () => {
  it('says "Unable to sign in" with the having-trouble text for SSO errors, and links to sign-in', () => {
    expect(errorPageContent('ssoError', query({}))).toEqual({ titleId: 'error.sso.title', messageIds: ['error.sso.havingTrouble'], link: 'signIn' });
  });

  it('adds a known SSO reason first and ignores unknown ones', () => {
    expect(errorPageContent('ssoError', query({ reason: 'mismatch' })).messageIds).toEqual(['error.sso.mismatch', 'error.sso.havingTrouble']);
    expect(errorPageContent('ssoError', query({ reason: 'unableToSignIn' })).messageIds).toEqual(['error.sso.unableToSignIn', 'error.sso.havingTrouble']);
    expect(errorPageContent('ssoError', query({ reason: 'toString' })).messageIds).toEqual(['error.sso.havingTrouble']);
  });

  it('offers a new SSO attempt with the same e-mail, return address and query', () => {
    const content = errorPageContent('ssoError', query({ reason: 'unableToSignIn', email: 'sso@acme.example', returnUrl: '/payments?page=2', query: '{"page":"2"}' }));
    expect(content.retry).toEqual({
      labelId: 'error.sso.retry',
      href: `/sso/login?${new URLSearchParams({ email: 'sso@acme.example', returnUrl: '/payments?page=2', query: '{"page":"2"}' }).toString()}`,
    });
  });

  it('after "onboarding already completed" the retry is a plain sign-in (home); after a mismatch or without an e-mail there is none', () => {
    expect(errorPageContent('ssoError', query({ reason: 'onboardingCompleted', email: 'sso@acme.example', returnUrl: '/onboarding' })).retry).toEqual({
      labelId: 'error.sso.signInAgain',
      href: '/sso/login?email=sso%40acme.example&returnUrl=%2F',
    });
    expect(errorPageContent('ssoError', query({ reason: 'mismatch', email: 'sso@acme.example' })).retry).toBeUndefined();
    expect(errorPageContent('ssoError', query({ reason: 'unableToSignIn' })).retry).toBeUndefined();
  });

  it('has the invalid-session and generic texts', () => {
    expect(errorPageContent('invalidSession', query({})).messageIds).toEqual(['error.invalidSession']);
    expect(errorPageContent('error', query({}))).toMatchObject({ titleId: 'error.page.title', link: 'home' });
  });
});

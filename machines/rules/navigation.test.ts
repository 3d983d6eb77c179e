import { describe, expect, it } from 'vitest';
import { isPageLoadTracked, isSafeReturnUrl, needsInvalidSessionPage, unauthenticatedRedirect, type StoredUser } from './navigation';

describe('isSafeReturnUrl', () => {
  it.each([
    ['/account-overview', true],
    ['/', true],
    ['/account/settings/users?tab=2#top', true],
    ['/payment/42', true],
    ['//evil.example/path', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['account-overview', false],
    ['', false],
    ['/a b', false],
    ['/a\nb', false],
    ['\t/a', false],
  ])('%j -> %s', (url, expected) => {
    expect(isSafeReturnUrl(url)).toBe(expected);
  });
});

describe('unauthenticatedRedirect', () => {
  const args = { params: { id: '7' }, query: { tab: 'general' } };
  const sso = 'https://sso.example/login';
  const parse = (to: string) => new URL(to, 'https://portal.example');
  it.each<[string, StoredUser | null, string, 'signIn' | 'sso']>([
    ['nobody remembered', null, '/payment/7', 'signIn'],
    ['stored user without SSO', { email: 'a@b.example', ssoStatus: 'Inactive' }, '/payment/7', 'signIn'],
    ['stored SSO user without e-mail', { email: ' ', ssoStatus: 'Active' }, '/payment/7', 'signIn'],
    ['stored SSO user', { email: 'a@b.example', ssoStatus: 'Active' }, '/payment/7', 'sso'],
  ])('%s -> %s', (_name, storedUser, returnUrl, kind) => {
    const result = unauthenticatedRedirect({ storedUser, returnUrl, args, ssoLoginUrl: sso });
    expect(result.kind).toBe(kind);
    const url = parse(result.to);
    expect(url.searchParams.get('returnUrl')).toBe(returnUrl);
    if (kind === 'signIn') {
      expect(url.pathname).toBe('/login');
      expect(JSON.parse(url.searchParams.get('args')!)).toEqual(args);
    } else {
      expect(`${url.origin}${url.pathname}`).toBe(sso);
      expect(url.searchParams.get('email')).toBe('a@b.example');
      expect(JSON.parse(url.searchParams.get('query')!)).toEqual(args.query);
    }
  });

  it('replaces an unsafe returnUrl with /', () => {
    const result = unauthenticatedRedirect({ storedUser: null, returnUrl: '//evil.example', args, ssoLoginUrl: sso });
    expect(parse(result.to).searchParams.get('returnUrl')).toBe('/');
  });

  it('appends to an SSO address that already has a query', () => {
    const result = unauthenticatedRedirect({ storedUser: { email: 'x@y.example', ssoStatus: 'Active' }, returnUrl: '/', args, ssoLoginUrl: '/sso/login?program=p1' });
    const url = parse(result.to);
    expect(url.searchParams.get('program')).toBe('p1');
    expect(url.searchParams.get('email')).toBe('x@y.example');
  });
});

describe('needsInvalidSessionPage', () => {
  it.each([
    ['MSTS', false, true],
    ['MSTS', true, false],
    ['BUYER', false, false],
    ['STAFF', false, false],
    [null, false, false],
  ])('%s with session data %s -> %s', (userType, hasSessionData, expected) => {
    expect(needsInvalidSessionPage({ userType, hasSessionData })).toBe(expected);
  });
});

describe('isPageLoadTracked', () => {
  it.each([
    ['invite-new-user-users', false],
    ['increase-credit', false],
    ['new-bank-account', false],
    ['home', false],
    ['help', false],
    ['account-overview', true],
    ['signin', true],
    ['payments', true],
    ['manage-users', true],
  ])('%s -> %s', (routeName, expected) => {
    expect(isPageLoadTracked(routeName)).toBe(expected);
  });
});

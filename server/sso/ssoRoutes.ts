import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import { decide } from '../../machines/decide';
import { catalogEntry } from '../../machines/catalog';
import { ssoSignInStatus, type SsoRejection, type SsoSignInEvent, type SsoSignInStatus } from '../../machines/domain/ssoSignIn';
import { isSafeReturnUrl } from '../../machines/rules/navigation';
import { ssoTransactionExpiry, type SsoAccountFacts } from '../../machines/rules/ssoSignIn';
import { endPreviousSession } from '../auth/routes';
import { issueSession } from '../auth/issueSession';
import { safeEqual } from '../auth/signing';
import type { AppServices } from '../http/services';
import { SSO_LOGIN_PATH } from '../http/pageConfig';
import { SSO_CALLBACK_PATH } from './ssoRuntime';
import { clearSsoTransactionCookie, decodeSsoTransaction, setSsoTransactionCookie, SSO_TRANSACTION_COOKIE, type SsoTransaction } from './ssoTransaction';

/**
 * The portal as an OpenID Connect relying party (openid-client 6): authorization code flow with
 * PKCE (S256), `state` and `nonce` checked, the ID token verified (signature, issuer, audience,
 * expiry, nonce) by openid-client. The outcome is decided by the `ssoSignIn` machine; a sign-in
 * starts the portal session exactly as a password sign-in does (issueSession).
 *
 *   GET /sso/login?email&returnUrl&query  (spec 2 SSO redirect rule) -> 303 to the provider
 *   GET /sso/callback?code&state          -> 303 to returnUrl, or to /sso-error?reason=...
 */
export const SSO_ERROR_PATH = '/sso-error';
const SCOPE = 'openid email profile';

const loginQuerySchema = z.object({
  email: z.string().trim().max(320).optional().catch(undefined),
  returnUrl: z.string().max(2048).optional().catch(undefined),
  query: z.string().max(4096).optional().catch(undefined),
});

/** The /sso-error page's reason for an outcome other than signed in. */
const failureOf = (status: SsoSignInStatus) => (status === 'mismatch' || status === 'onboardingCompleted' ? status : 'unableToSignIn');

/** The /sso-error page's query: the outcome, and what a retry needs (spec 2 carries e-mail, returnUrl, query). */
function errorLocation(status: SsoSignInStatus, attempt: { email: string; returnUrl: string; query: string } | null): string {
  const params = new URLSearchParams({ reason: failureOf(status) });
  if (attempt?.email) params.set('email', attempt.email);
  if (attempt) params.set('returnUrl', attempt.returnUrl);
  if (attempt && attempt.query !== '' && attempt.query !== '{}') params.set('query', attempt.query);
  return `${SSO_ERROR_PATH}?${params.toString()}`;
}

const seeOther = (reply: FastifyReply, location: string) => reply.code(303).headers({ location, 'cache-control': 'no-store' }).send();

/** The origin the browser used (the callback must come back to the host that holds the attempt cookie). */
const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

async function startSignIn(services: AppServices, request: FastifyRequest, reply: FastifyReply) {
  const query = loginQuerySchema.parse(request.query ?? {});
  const returnUrl = query.returnUrl !== undefined && isSafeReturnUrl(query.returnUrl) ? query.returnUrl : '/';
  const attempt = { email: query.email ?? '', returnUrl, query: query.query ?? '' };
  const relyingParty = await services.sso.relyingParty();
  if (!relyingParty) return seeOther(reply, errorLocation('unableToSignIn', attempt));

  const codeVerifier = client.randomPKCECodeVerifier();
  const transaction: SsoTransaction = {
    v: 1,
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier,
    redirectUri: services.sso.redirectUriFor(requestOrigin(request)),
    ...attempt,
    expiresAt: ssoTransactionExpiry(services.now().toISOString())!,
  };
  const parameters: Record<string, string> = {
    redirect_uri: transaction.redirectUri,
    scope: SCOPE,
    state: transaction.state,
    nonce: transaction.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (attempt.email) parameters.login_hint = attempt.email;
  setSsoTransactionCookie(reply, services.keys.ssoTransaction, transaction, services.config.secureCookies);
  return seeOther(reply, client.buildAuthorizationUrl(relyingParty.configuration, parameters).href);
}

/** The portal user the provider's e-mail names, as the machine needs it. */
async function accountFor(services: AppServices, email: string) {
  const user = await services.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  const facts: SsoAccountFacts | null = user ? { programId: user.program_id, status: user.status, ssoStatus: user.sso_status } : null;
  return { user, facts };
}

/** Checks the provider's answer; a refusal names its reason for the machine (and the log). */
async function verifyAnswer(services: AppServices, request: FastifyRequest, transaction: SsoTransaction): Promise<{ email: string } | { rejected: SsoRejection }> {
  const answer = new URL(request.url, transaction.redirectUri);
  // A provider error (the user cancelled) is only believed for this attempt's state.
  const state = answer.searchParams.get('state') ?? '';
  if (!safeEqual(state, transaction.state)) return { rejected: 'stateMismatch' };
  if (answer.searchParams.has('error')) return { rejected: 'providerError' };
  const relyingParty = await services.sso.relyingParty();
  if (!relyingParty) return { rejected: 'providerError' };
  // The token endpoint gets the redirect_uri of the request: the registered one, with the answer's parameters.
  const currentUrl = new URL(transaction.redirectUri);
  currentUrl.search = answer.search;
  try {
    const tokens = await client.authorizationCodeGrant(relyingParty.configuration, currentUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    const email = typeof claims?.email === 'string' ? claims.email : '';
    // An e-mail the provider says it has not verified does not name a portal user.
    if (email === '' || claims?.email_verified === false) return { rejected: 'tokenRejected' };
    return { email };
  } catch (error) {
    console.warn('Single sign-on: the provider\'s answer was refused:', error instanceof Error ? `${error.name}: ${error.message}` : error);
    return { rejected: 'tokenRejected' };
  }
}

async function completeSignIn(services: AppServices, request: FastifyRequest, reply: FastifyReply) {
  const transaction = decodeSsoTransaction(services.keys.ssoTransaction, request.cookies[SSO_TRANSACTION_COOKIE]);
  clearSsoTransactionCookie(reply, services.config.secureCookies);
  const { machine, rules } = catalogEntry('ssoSignIn');
  const context = { expiresAt: transaction?.expiresAt ?? '', programId: services.config.programId };
  const outcome = (event: SsoSignInEvent) => {
    const decision = decide(machine, { value: 'awaitingProvider', context }, event, undefined, { rules });
    return decision.accepted ? ssoSignInStatus(decision.snapshot) : ('unableToSignIn' as const);
  };
  if (!transaction) return seeOther(reply, errorLocation(outcome({ type: 'sso.rejected', reason: 'noTransaction' }), null));

  const verified = await verifyAnswer(services, request, transaction);
  if ('rejected' in verified) return seeOther(reply, errorLocation(outcome({ type: 'sso.rejected', reason: verified.rejected }), transaction));
  const { user, facts } = await accountFor(services, verified.email);
  const status = outcome({ type: 'sso.verified', now: services.now().toISOString(), account: facts, returnUrl: transaction.returnUrl });
  if (status !== 'signedIn' || !user) return seeOther(reply, errorLocation(status, transaction));

  await endPreviousSession(services, request);
  await issueSession(services, reply, user);
  return seeOther(reply, transaction.returnUrl);
}

export function registerSsoRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(SSO_LOGIN_PATH, (request, reply) => startSignIn(services, request, reply));
  app.get(SSO_CALLBACK_PATH, (request, reply) => completeSignIn(services, request, reply));
}

import { parse as parseQueryString } from 'node:querystring';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { checkDemoIdpCredentials } from './accounts';
import { DEMO_IDP_PATH, interactionPath } from './provider';
import { renderIdpErrorPage, renderSignInPage } from './signInPage';

/**
 * The demo identity provider inside the portal's Fastify server:
 * - /idp/interaction/<uid> (GET the sign-in page, POST .../login, POST .../abort): our own routes,
 *   which read and finish oidc-provider's interaction;
 * - everything else under /idp (discovery, authorization, token, JWKS, ...): oidc-provider's Koa
 *   app, handed the raw request (its path without /idp, `originalUrl` keeping the mount) after
 *   `reply.hijack()`. Its routes read their own bodies, so this scope parses none.
 */
const FORM_BODY_LIMIT = 8 * 1024;
/** Password guesses per client address (the demo provider's own throttle; the portal has its own). */
const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

const loginFormSchema = z.object({ email: z.string().max(320).default(''), password: z.string().max(1024).default('') });
const SCOPES = 'openid email profile';

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).send(html);

const expired = (reply: FastifyReply) => sendHtml(reply, 400, renderIdpErrorPage('This sign-in has expired or is not valid.'));

function registerInteractions(scope: FastifyInstance, provider: () => Provider | null) {
  // The throttle's 429 as the provider's page, not the portal's JSON; anything else goes to the portal's handler.
  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode === 429) return sendHtml(reply, 429, renderIdpErrorPage('Too many sign-in attempts. Please wait a minute and try again.'));
    throw error;
  });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
    done(null, parseQueryString(body as string)),
  );

  /** The interaction this request belongs to (oidc-provider checks its signed cookie), or null. */
  async function interactionOf(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const idp = provider();
    if (!idp) return null;
    try {
      const details = await idp.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? { idp, details } : null;
    } catch {
      return null;
    }
  }

  const page = (uid: string, email: string, failed: boolean) =>
    renderSignInPage({ loginAction: `${interactionPath(uid)}/login`, abortAction: `${interactionPath(uid)}/abort`, email, clientName: 'the Buyer Portal', failed });

  scope.get<{ Params: { uid: string } }>(`${DEMO_IDP_PATH}/interaction/:uid`, async (request, reply) => {
    const found = await interactionOf(request, reply);
    if (!found) return expired(reply);
    const { idp, details } = found;
    if (details.prompt.name === 'login') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return sendHtml(reply, 200, page(details.uid, hint, false));
    }
    // Consent: the portal is first-party (provider.ts grants it); a prompt=consent request is granted here too.
    const grant = new idp.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(SCOPES);
    const redirectTo = await idp.interactionResult(request.raw, reply.raw, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    return reply.redirect(redirectTo, 303);
  });

  scope.post<{ Params: { uid: string } }>(`${DEMO_IDP_PATH}/interaction/:uid/login`, { config: { rateLimit: SIGN_IN_RATE_LIMIT } }, async (request, reply) => {
    const found = await interactionOf(request, reply);
    if (!found || found.details.prompt.name !== 'login') return expired(reply);
    const form = loginFormSchema.safeParse(request.body ?? {});
    const { email, password } = form.success ? form.data : { email: '', password: '' };
    const account = checkDemoIdpCredentials(email, password);
    // A wrong e-mail or password shows the form again with what was typed (never the password).
    if (!account) return sendHtml(reply, 401, page(found.details.uid, email, true));
    const redirectTo = await found.idp.interactionResult(request.raw, reply.raw, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
    return reply.redirect(redirectTo, 303);
  });

  scope.post<{ Params: { uid: string } }>(`${DEMO_IDP_PATH}/interaction/:uid/abort`, async (request, reply) => {
    const found = await interactionOf(request, reply);
    if (!found) return expired(reply);
    const result = { error: 'access_denied', error_description: 'The user cancelled signing in.' };
    return reply.redirect(await found.idp.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false }), 303);
  });
}

function registerProtocolEndpoints(scope: FastifyInstance, provider: () => Provider | null) {
  // Leave bodies unread: oidc-provider parses its own (token endpoint forms, JSON).
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  let handler: ReturnType<Provider['callback']> | null = null;

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const idp = provider();
    if (!idp) return sendHtml(reply, 503, renderIdpErrorPage('The identity provider is starting. Please try again.'));
    handler ??= idp.callback();
    // The security headers of the onRequest hook were set on the Fastify reply: carry them over.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const original = raw.url ?? DEMO_IDP_PATH;
    const rest = original.slice(DEMO_IDP_PATH.length);
    raw.originalUrl = original;
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    await handler(raw, reply.raw);
  };
  scope.all(DEMO_IDP_PATH, handle);
  scope.all(`${DEMO_IDP_PATH}/*`, handle);
}

/** Registers /idp: answered only when the demo provider runs (SSO_DEMO_IDP), else the SPA's not-found page. */
export async function registerDemoIdpRoutes(app: FastifyInstance, provider: () => Provider | null): Promise<void> {
  await app.register(async (scope) => registerInteractions(scope, provider));
  await app.register(async (scope) => registerProtocolEndpoints(scope, provider));
}

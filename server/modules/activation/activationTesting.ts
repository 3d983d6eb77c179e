import { expect } from 'vitest';
import { ACTIVATION_PATHS } from '../../../src/domain/activation';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { graphql, openApiSession, postJsonFrom } from '../../http/testing/apiClient';
import type { TestServer } from '../../http/testing/testServer';
import { INVITE, inviteInput, type UserOut } from '../users/userTesting';

/**
 * Helpers of the activation tests (this module's and the authorization suite's). Each test calls
 * from its own loopback address (127.0.0.x), so one test's throttle does not spend another's.
 */
export type ActivationStep = keyof typeof ACTIVATION_PATHS;
export interface Reply {
  status: number;
  body: { code?: string; values?: Record<string, string | number>; link?: Record<string, unknown>; challengeId?: string; uses?: number; userId?: string } & Record<string, unknown>;
}

export async function activationCall(server: TestServer, address: string, step: ActivationStep, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const reply = await postJsonFrom(address, `${server.url.replace('localhost', '127.0.0.1')}${ACTIVATION_PATHS[step]}`, body, headers);
  return { status: reply.status, body: (reply.body ?? {}) as Reply['body'] };
}

const tokenIn = (body: string) => {
  const match = /\/sign-up\?activation=([A-Za-z0-9_-]+)/.exec(body);
  expect(match, body).not.toBeNull();
  return match![1]!;
};

/** The newest invitation e-mail's token for an address. */
export async function newestActivationToken(server: TestServer, email: string): Promise<string> {
  const row = await server.db.selectFrom('outbox_messages').select('body').where('recipient', '=', email).where('kind', '=', 'user.invitation').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return tokenIn(row.body);
}

/** Acme's admin (a fresh session: tests move the clock past session lifetimes) invites a new purchaser; returns the user and the link's token. */
export async function inviteForActivation(server: TestServer, change: Record<string, unknown> = {}): Promise<{ user: UserOut; token: string }> {
  const admin = await openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
  const reply = await graphql(server.url, admin, INVITE, inviteInput(change));
  expect(reply.body.errors, JSON.stringify(reply.body)).toBeUndefined();
  const user = (reply.body.data as { inviteUser: UserOut }).inviteUser;
  return { user, token: await newestActivationToken(server, user.email) };
}

/** The newest code e-mailed to an address. */
export async function newestCode(server: TestServer, email: string): Promise<string> {
  const row = await server.db.selectFrom('outbox_messages').select('body').where('recipient', '=', email).where('kind', '=', 'mfa.code').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}

/** Sends a BuyerCreate code and verifies it; returns the challenge id. */
export async function verifiedChallenge(server: TestServer, address: string, token: string, email: string): Promise<string> {
  const sent = await activationCall(server, address, 'sendCode', { token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verified = await activationCall(server, address, 'verify', { token, challengeId: sent.body.challengeId, code: await newestCode(server, email) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return sent.body.challengeId!;
}

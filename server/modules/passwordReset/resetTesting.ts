import { expect } from 'vitest';
import { PASSWORD_RESET_PATHS } from '../../../src/domain/passwordReset';
import { postJsonFrom } from '../../http/testing/apiClient';
import type { TestServer } from '../../http/testing/testServer';
import { RESET_NOTICE_KINDS } from './resetNotices';

/**
 * Helpers of the password-reset tests (this module's and the authorization suite's). Each test
 * calls from its own loopback address (127.0.0.x), so the per-address throttles of one test do not
 * spend another's allowance.
 */
export type Step = keyof typeof PASSWORD_RESET_PATHS;
export interface Reply {
  status: number;
  body: { code?: string; values?: Record<string, string | number>; checks?: Record<string, unknown>; challengeId?: string } & Record<string, unknown>;
}

export async function resetCall(server: TestServer, address: string, step: Step, body: unknown): Promise<Reply> {
  const reply = await postJsonFrom(address, `${server.url.replace('localhost', '127.0.0.1')}${PASSWORD_RESET_PATHS[step]}`, body);
  return { status: reply.status, body: (reply.body ?? {}) as Reply['body'] };
}

interface OutboxRow {
  kind: string;
  body: string;
  created_at: Date;
}

/** The newest message of a kind to an address, waiting for it (link requests are answered before the e-mail is written). */
export async function newestMessage(server: TestServer, to: string, kind: string, after: Date = new Date(0)): Promise<OutboxRow> {
  for (let tries = 0; tries < 250; tries += 1) {
    const row = await server.db
      .selectFrom('outbox_messages').select(['kind', 'body', 'created_at'])
      .where('recipient', '=', to).where('kind', '=', kind).where('created_at', '>', after)
      .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} message to ${to}`);
}

export const tokenFrom = (message: { body: string }) => {
  const match = /\/resetpassword\?token=([^\s]+)/.exec(message.body);
  expect(match, message.body).not.toBeNull();
  return decodeURIComponent(match![1]!);
};
export const codeFrom = (message: { body: string }) => /\b(\d{6})\b/.exec(message.body)![1]!;

/** Asks for a link and returns its token (read from the outbox). */
export async function requestLink(server: TestServer, address: string, email: string): Promise<string> {
  const before = new Date(Date.now() - 1);
  const reply = await resetCall(server, address, 'request', { email });
  expect(reply.status, JSON.stringify(reply.body)).toBe(202);
  return tokenFrom(await newestMessage(server, email, RESET_NOTICE_KINDS.link, before));
}

/** Sends a code for the link and verifies it (the demo program asks for a PasswordReset code). */
export async function verifyWithCode(server: TestServer, address: string, token: string, extra: { answer?: string } = {}): Promise<Reply> {
  const sent = await resetCall(server, address, 'sendCode', { token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const message = await server.db.selectFrom('outbox_messages').select('body').where('kind', '=', RESET_NOTICE_KINDS.code).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return resetCall(server, address, 'verify', { token, challengeId: sent.body.challengeId, code: codeFrom(message), ...extra });
}

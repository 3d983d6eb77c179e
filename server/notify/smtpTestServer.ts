import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An in-process SMTP server for tests, from the `smtp-server` package (nodemailer's own server):
 * plain SMTP on 127.0.0.1, no TLS, no auth; it accepts every message and keeps the envelope and the
 * raw message (dot-unstuffed by the library). `failWith` makes it refuse messages at DATA with 554.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  failWith: string | null;
  close(): Promise<void>;
}

/** Bounds the wait for clients that never said QUIT when the test closes the server. */
const CLOSE_TIMEOUT_MS = 1_000;

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const state: SmtpTestServer = {
    url: '',
    received: [],
    failWith: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Without a certificate STARTTLS would offer the library's self-signed one, which a client
    // that verifies certificates refuses: tests speak plain SMTP.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    closeTimeout: CLOSE_TIMEOUT_MS,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (state.failWith) {
          const refusal = Object.assign(new Error(state.failWith), { responseCode: 554 });
          return callback(refusal);
        }
        const from = session.envelope.mailFrom;
        state.received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}

import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A tiny in-process SMTP server (RFC 5321's happy path, no TLS, no auth) for tests: it accepts
 * every message and keeps the envelope and raw data. `failWith` makes it refuse messages at DATA.
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

function serve(socket: Socket, state: SmtpTestServer) {
  let buffer = '';
  let inData = false;
  let mail: ReceivedMail = { from: '', to: [], data: '' };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 tiny-smtp ready');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        mail.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
        buffer = buffer.slice(end + 5);
        inData = false;
        if (state.failWith) {
          reply(`554 ${state.failWith}`);
        } else {
          state.received.push(mail);
          reply('250 queued');
        }
        mail = { from: '', to: [], data: '' };
        continue;
      }
      const lineEnd = buffer.indexOf('\r\n');
      if (lineEnd === -1) return;
      const line = buffer.slice(0, lineEnd);
      buffer = buffer.slice(lineEnd + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 tiny-smtp');
      else if (verb === 'MAIL') {
        mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 ok');
      } else if (verb === 'RCPT') {
        mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
      else reply('502 not implemented');
    }
  });
  socket.on('error', () => {});
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const sockets = new Set<Socket>();
  const holder: { server?: Server } = {};
  const state: SmtpTestServer = {
    url: '',
    received: [],
    failWith: null,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        holder.server?.close(() => resolve());
      }),
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, state);
  });
  holder.server = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

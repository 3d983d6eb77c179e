import type { Server } from 'node:http';
import { GraphQLError, type ExecutionArgs } from './graphqlRuntime';
import type { Context } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppServices } from '../http/services';
import { findActiveSession } from '../auth/sessionStore';
import { authenticateApiCaller } from './authenticate';
import type { Viewer } from './context';
import { portalError } from './errors';
import type { PortalYoga } from './yoga';

/**
 * graphql-ws on /graphql, sharing the HTTP server's port. The connection is authenticated once in
 * onConnect from connectionParams {token, sessionChecksum}; each subscribe re-checks that the
 * session is still live. Subscriptions already running stop with their session: a sign-out closes
 * the session's sockets at once (the `sessionEnded` event, on every instance), and a sweep every
 * SESSION_SWEEP_MS closes sockets whose session expired or whose user was deactivated.
 */
export const SESSION_SWEEP_MS = 30_000;
/** graphql-ws's close code for "Unauthorized": the client gets a new token before reconnecting. */
const UNAUTHORIZED_CLOSE = 4401;
interface ConnectionParams extends Record<string, unknown> {
  token?: string;
  sessionChecksum?: string;
}
type SocketContext = Context<ConnectionParams, Extra & { viewer?: Viewer }>;

/** Same-origin sockets only: the token already guards the API, this stops cross-site hijacking of open tabs. */
function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

async function refusalsAsErrors<T>(prepare: () => Promise<T>): Promise<T | readonly GraphQLError[]> {
  try {
    return await prepare();
  } catch (error) {
    if (error instanceof GraphQLError) return [error];
    throw error;
  }
}

export function attachGraphQLWebSocket(httpServer: Server, services: AppServices, yoga: PortalYoga) {
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  httpServer.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== '/graphql' || !isSameOrigin(req.headers.origin, req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
  });

  // Open sockets and the session each speaks for, to close them when the session ends.
  const sessionsBySocket = new Map<WebSocket, string>();
  const closeWhere = (ended: (idHash: string) => boolean | Promise<boolean>) =>
    Promise.all(
      [...sessionsBySocket].map(async ([socket, idHash]) => {
        if (await ended(idHash)) socket.close(UNAUTHORIZED_CLOSE, 'Unauthorized');
      }),
    );
  const signOuts = services.pubsub.subscribe('sessionEnded');
  void (async () => {
    for await (const idHash of signOuts) await closeWhere((open) => open === idHash);
  })();
  const sweep = setInterval(() => {
    void closeWhere(async (idHash) => !(await findActiveSession(services.db, idHash, services.now()))).catch(() => {});
  }, SESSION_SWEEP_MS).unref();

  const disposable = useServer<ConnectionParams, { viewer?: Viewer }>(
    {
      async onConnect(ctx: SocketContext) {
        const viewer = await authenticateApiCaller(services, {
          token: ctx.connectionParams?.token,
          sessionChecksum: ctx.connectionParams?.sessionChecksum,
        });
        if (!viewer) return false;
        ctx.extra.viewer = viewer;
        const socket = ctx.extra.socket;
        sessionsBySocket.set(socket, viewer.session.id_hash);
        socket.once('close', () => sessionsBySocket.delete(socket));
        return true;
      },
      async onSubscribe(ctx: SocketContext, _id, payload) {
        const known = ctx.extra.viewer;
        const viewer = known ? await services.sessions.find(known.session.id_hash, services.now()) : null;
        if (!viewer) return [portalError('UNAUTHENTICATED')];
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          services,
          viewer,
          mfaEventId: null,
          params: payload,
        });
        // Query limits refuse by throwing from parse or validate; answer those as operation errors.
        return refusalsAsErrors(async () => {
          const document = parse(payload.query);
          const errors = validate(schema, document);
          if (errors.length) return errors;
          const args: ExecutionArgs = {
            schema,
            operationName: payload.operationName ?? null,
            document,
            variableValues: payload.variables ?? null,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          };
          return args;
        });
      },
      execute: (args: ExecutionArgs) => (args.rootValue as { execute: (a: ExecutionArgs) => never }).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as { subscribe: (a: ExecutionArgs) => never }).subscribe(args),
    },
    wsServer,
  );

  return {
    async close() {
      clearInterval(sweep);
      await signOuts.return?.();
      await disposable.dispose();
      wsServer.close();
    },
  };
}

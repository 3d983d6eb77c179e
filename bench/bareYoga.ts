// The yardstick for the currentUser benchmark: a bare graphql-yoga server in the same kind of
// process as the portal (node --import tsx), on node:http, whose `{ hello }` resolver runs one
// SELECT 1 on PGlite (in a temp data folder, removed on exit). Usage: node --import tsx bench/bareYoga.ts <port>
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createSchema, createYoga } from 'graphql-yoga';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node --import tsx bench/bareYoga.ts <port>');
  process.exit(2);
}

let stopRequested = false;
let stop = async (): Promise<void> => {
  stopRequested = true;
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

const dataDir = await mkdtemp(path.join(tmpdir(), 'buyer-portal-bench-bare-'));
const db = await PGlite.create(dataDir);

const yoga = createYoga({
  graphiql: false,
  landingPage: false,
  schema: createSchema({
    typeDefs: 'type Query { hello: Int! }',
    resolvers: {
      Query: {
        hello: async () => {
          const result = await db.query<{ one: number }>('SELECT 1 AS one');
          return result.rows[0]?.one ?? 0;
        },
      },
    },
  }),
});

const server = createServer(yoga);
server.listen(port, '127.0.0.1', () => console.log(`bare yoga listening on http://127.0.0.1:${port}/graphql`));

let stopping = false;
stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
if (stopRequested) void stop();

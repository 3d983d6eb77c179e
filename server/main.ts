import { ConfigError, loadConfig } from './config';
import { startServer } from './http/server';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './db/demoUsers';

/**
 * `npx tsx server/main.ts`: one process serving the SPA, the auth endpoints and GraphQL (HTTP and
 * graphql-ws) on one port. SIGTERM/SIGINT stop it cleanly (PGlite must release its folder).
 */
/** The demo accounts (public demo data, documented in the README), one per line. */
function demoSignInTable(): string {
  const width = Math.max(...DEMO_SIGN_INS.map((signIn) => signIn.email.length));
  const rows = DEMO_SIGN_INS.map((signIn) => `  ${signIn.email.padEnd(width)}  ${signIn.role}: ${signIn.description}`);
  return [`Demo sign-ins (password for all: ${DEMO_PASSWORD}):`, ...rows].join('\n');
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const server = await startServer({ config, log: (message) => console.log(message) });
  console.log(`Buyer portal (${config.environment}) listening on ${server.url} in ${Math.round(performance.now() - startedAt)} ms`);
  if (config.environment !== 'production') {
    console.log(demoSignInTable());
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deriveKey } from './signing';

/**
 * The secret that signs cookies and tokens. When SESSION_SECRET is not set, one is generated per
 * data folder and kept there (mode 0600), so restarts keep sessions valid.
 */
const SECRET_FILE = 'session-secret';

export async function resolveSessionSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then its value wins.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

export interface SigningKeys {
  sessionInfo: Buffer;
  bearer: Buffer;
  handoff: Buffer;
  /** Signs the single-sign-on attempt cookie (state, nonce, PKCE verifier; server/sso). */
  ssoTransaction: Buffer;
  /** The demo identity provider's cookie keys and client secret (server/sso/demoIdp). */
  ssoDemoIdp: Buffer;
}

export function createSigningKeys(secret: string): SigningKeys {
  return {
    sessionInfo: deriveKey(secret, 'session-info'),
    bearer: deriveKey(secret, 'bearer'),
    handoff: deriveKey(secret, 'handoff'),
    ssoTransaction: deriveKey(secret, 'sso-transaction'),
    ssoDemoIdp: deriveKey(secret, 'sso-demo-idp'),
  };
}

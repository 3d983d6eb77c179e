import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing (DESIGN "Sessions and secrets"): scrypt from node:crypto, stored as
 * `scrypt$N$r$p$saltB64$hashB64` so the cost can be raised later without breaking old hashes.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

const COST: ScryptCost = { N: 16384, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Limits on a stored hash's parameters: a tampered row must not make sign-in burn memory or CPU. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const MAX_PARALLELISM = 16;
const MAX_KEY_BYTES = 128;

function scryptMemory({ N, r }: ScryptCost): number {
  return 128 * N * r;
}

function deriveKey(plain: string, salt: Buffer, keyLength: number, cost: ScryptCost): Promise<Buffer> {
  // NFC: the same password typed on different keyboards/OSes must give the same bytes.
  const password = plain.normalize('NFC');
  // Node's default maxmem (32 MiB) is exactly 128*N*r for our cost, which it rejects; allow headroom.
  const maxmem = 2 * scryptMemory(cost);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...cost, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A new hash at the product's cost; `cost` is for test databases only (server/db/testing.ts). */
export async function hashPassword(plain: string, cost: ScryptCost = COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(plain, salt, KEY_BYTES, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `plain` matches `stored`; false for a wrong password or a malformed stored value. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(plain, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(key, parsed.hash);
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function parseStoredHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (N === undefined || r === undefined || p === undefined) return null;
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  const cost = { N, r, p };
  const isPowerOfTwo = (N & (N - 1)) === 0;
  if (N < 2 || !isPowerOfTwo || scryptMemory(cost) > MAX_MEMORY_BYTES || p > MAX_PARALLELISM) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || hash.length === 0 || hash.length > MAX_KEY_BYTES) return null;
  return { cost, salt, hash };
}

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and key in the documented format', async () => {
    const stored = await hashPassword('Demo-Passw0rd!');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo-Passw0rd!');
    expect(await verifyPassword('Demo-Passw0rd!', stored)).toBe(true);
    expect(await verifyPassword('demo-passw0rd!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords give different stored values', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toEqual(second);
    expect(await verifyPassword('same', second)).toBe(true);
  });

  it('treats composed and decomposed Unicode forms of a password as the same password', async () => {
    const stored = await hashPassword('Caf\u00e9-Passw0rd');
    expect(await verifyPassword('Cafe\u0301-Passw0rd', stored)).toBe(true);
  });

  it('refuses malformed or tampered stored values without throwing', async () => {
    const stored = await hashPassword('secret');
    const [, , , , salt, key] = stored.split('$');
    const tampered = [
      '',
      'plain-text-password',
      stored.replace('scrypt$', 'bcrypt$'),
      `scrypt$16383$8$1$${salt}$${key}`,
      `scrypt$1073741824$8$1$${salt}$${key}`,
      `scrypt$16384$8$1$$${key}`,
      `${stored}$extra`,
    ];
    for (const value of tampered) expect(await verifyPassword('secret', value)).toBe(false);
  });
});

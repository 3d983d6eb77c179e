import { describe, expect, it } from 'vitest';
import { isRetryableConflict, withRetry } from './withRetry';

const conflict = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('withRetry', () => {
  it('runs the work again after a deadlock or a serialization failure, and returns its result', async () => {
    const codes = ['40P01', '40001'];
    let runs = 0;
    await expect(withRetry(async () => {
      runs++;
      const code = codes.shift();
      if (code) throw conflict(code);
      return 'done';
    })).resolves.toBe('done');
    expect(runs).toBe(3);
  });

  it('gives up after the last attempt with the database error', async () => {
    let runs = 0;
    await expect(withRetry(async () => { runs++; throw conflict('40001'); }, 2)).rejects.toThrow('sqlstate 40001');
    expect(runs).toBe(2);
  });

  it('never retries other errors', async () => {
    let runs = 0;
    await expect(withRetry(async () => { runs++; throw conflict('23505'); })).rejects.toThrow('sqlstate 23505');
    expect(runs).toBe(1);
    expect(isRetryableConflict(new Error('plain'))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPortalSchema } from '../../graphql/yoga';

/**
 * A guard for the suite itself: every mutation and every subscription of the schema is tried by at
 * least one authorization test here, so a new one cannot ship without its refusal cases.
 */
/** base.graphql's liveness fields carry no account data. */
const NOT_BUYER_DATA = new Set(['heartbeat', 'ping']);

const folder = new URL('./', import.meta.url);
const suite = readdirSync(folder)
  .filter((name) => name.endsWith('.test.ts') && name !== 'coverage.test.ts')
  .map((name) => readFileSync(new URL(name, folder), 'utf8'))
  .join('\n');

describe('the authorization suite covers the schema', () => {
  const schema = createPortalSchema();
  const fields = [
    ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((name) => ['mutation', name] as const),
    ...Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).map((name) => ['subscription', name] as const),
  ].filter(([, name]) => !NOT_BUYER_DATA.has(name) && !name.startsWith('_'));

  it('finds the operations to check', () => {
    expect(fields.length).toBeGreaterThan(15);
  });

  it.each(fields)('%s %s is tried', (_kind, name) => {
    expect(suite).toMatch(new RegExp(`[{(\\s]${name}[\\s({]`));
  });
});

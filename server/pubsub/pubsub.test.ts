import { createConnection } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createPortalPubSub, type PubSubHandle } from './pubsub';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const answer = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

/** Waits for the heartbeat carrying `expected` (other processes may share the Redis). */
async function receive(handle: PubSubHandle, expected: string): Promise<string> {
  for await (const value of handle.pubsub.subscribe('heartbeat')) {
    if (value === expected) return value;
  }
  throw new Error('subscription ended');
}

describe('in-process pub/sub', () => {
  it('delivers a published event to a subscriber', async () => {
    const handle = await createPortalPubSub({});
    const received = receive(handle, '2030-01-01T00:00:00.000Z');
    handle.pubsub.publish('heartbeat', '2030-01-01T00:00:00.000Z');
    expect(await received).toBe('2030-01-01T00:00:00.000Z');
    expect(handle.kind).toBe('memory');
  });

  it('counts the open subscriptions per topic and routing key, and forgets ended ones', async () => {
    const handle = await createPortalPubSub({});
    expect(handle.liveListeners()).toEqual({});
    const subscription = handle.pubsub.subscribe('creditIncreaseUpdated', 'buyer-1');
    const next = subscription.next(); // the listener is added when the subscription is first read
    await Promise.resolve();
    expect(handle.liveListeners()).toEqual({ 'creditIncreaseUpdated:buyer-1': 1 });
    handle.pubsub.publish('creditIncreaseUpdated', 'buyer-1', { requestId: 'r', status: 'approved' });
    expect(await next).toEqual({ done: false, value: { requestId: 'r', status: 'approved' } });
    await subscription.return();
    expect(handle.liveListeners()).toEqual({});
  });
});

describe.skipIf(!(await redisReachable(REDIS_URL)))('Redis pub/sub', () => {
  const handles: PubSubHandle[] = [];
  afterAll(() => Promise.all(handles.map((handle) => handle.close())));

  it('lets two instances see each other’s events', async () => {
    const [first, second] = [await createPortalPubSub({ redisUrl: REDIS_URL }), await createPortalPubSub({ redisUrl: REDIS_URL })];
    handles.push(first, second);
    const stamp = new Date().toISOString();
    const received = receive(second, stamp);
    // The subscription reaches Redis asynchronously: publish until it is seen.
    const publisher = setInterval(() => first.pubsub.publish('heartbeat', stamp), 20);
    try {
      expect(await received).toBe(stamp);
    } finally {
      clearInterval(publisher);
    }
    expect(second.kind).toBe('redis');
  });
});

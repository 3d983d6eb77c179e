import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { accountActivityMachine } from './accountActivityMachine';
import { sampleActivityItem as item } from './activitySamples';
import type { ActivityPage, ActivityPageInput } from './activityTypes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('accountActivity machine', () => {
  it('loads the newest page, then the entries before the oldest shown; a failed "Load more" is retried where it stopped', async () => {
    const asked: (number | null)[] = [];
    const answers: (ActivityPage | Error)[] = [
      { entries: [item(9), item(8)], hasMore: true },
      new Error('offline'),
      { entries: [item(7)], hasMore: false },
    ];
    const actor = createActor(
      accountActivityMachine.provide({
        actors: {
          loadActivityPage: fromPromise(async ({ input }: { input: ActivityPageInput }) => {
            asked.push(input.before);
            const answer = answers.shift()!;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
      }),
    ).start();
    await settle();
    expect(actor.getSnapshot().can({ type: 'activity.loadMore' })).toBe(true);
    actor.send({ type: 'activity.loadMore' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.entries.map((e) => e.seq)).toEqual([9, 8]);
    actor.send({ type: 'activity.retry' });
    await settle();
    expect(asked).toEqual([null, 8, 8]);
    expect(actor.getSnapshot().context.entries.map((e) => e.seq)).toEqual([9, 8, 7]);
    expect(actor.getSnapshot().can({ type: 'activity.loadMore' })).toBe(false);
  });
});

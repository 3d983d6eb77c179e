import { describe, expect, it } from 'vitest';
import { catalogEntry } from '../../machines/catalog';
import { minimalCoveringPaths } from '../coverage/machineCoverage';
import { chainPaths } from '../coverage/paths';
import { replayPath } from '../coverage/replay';
import { transitionsOfPaths } from '../ui/uiReplayPlan';

/**
 * The UI model tests replay joined paths (one page per joined path, issue 9 part 6): joining must
 * keep every path replayable step by step on a real actor and take exactly the transitions the
 * separate paths took.
 */
/** The machines whose UI model tests replay joined paths (model-tests/ui, `describeUiReplay`). */
const UI_REPLAYED = ['session', 'signInChallenge', 'makePayment', 'cardActions', 'bankAccounts', 'createGroup', 'developers', 'disbursements', 'mfaSetup', 'primaryContact'];

describe('chainPaths over the UI-replayed machines', () => {
  let joinedAway = 0;
  for (const entry of UI_REPLAYED.map((id) => catalogEntry(id))) {
    it(`${entry.id}: joined paths replay on real actors and take the same transitions`, () => {
      const covering = minimalCoveringPaths(entry);
      const chained = chainPaths(covering);
      expect(chained.length).toBeLessThanOrEqual(covering.length);
      expect(chained.reduce((steps, path) => steps + path.steps.length, 0)).toBeLessThanOrEqual(covering.reduce((steps, path) => steps + path.steps.length, 0));
      for (const path of chained) replayPath(entry.machine, path, { input: entry.input });
      expect([...transitionsOfPaths(entry.machine, chained)].sort()).toEqual([...transitionsOfPaths(entry.machine, covering)].sort());
      joinedAway += covering.length - chained.length;
    });
  }
  it('joins paths somewhere (the saving is real)', () => {
    expect(joinedAway).toBeGreaterThan(0);
  });
});

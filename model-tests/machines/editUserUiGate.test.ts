import { describe, expect, it } from 'vitest';
import { editUserCatalogEntry } from '../../machines/app/users/catalogEntry';
import { editUserUiPlan, NOT_DRIVABLE } from '../ui/editUserPlan';
import { transitionsOfPaths, uiGate } from '../ui/uiReplayPlan';

/**
 * The editUser UI model test's gate (model-tests/ui/editUser.spec.ts), without a browser: the
 * planned paths, replayed, take every declared transition but the listed not-drivable one; and the
 * gate fails when a path or a sample is taken away.
 */
const machine = editUserCatalogEntry.machine;
const plan = editUserUiPlan();

describe('editUser UI replay plan', () => {
  it('takes every declared transition but the listed not-drivable ones', () => {
    expect(uiGate(machine, transitionsOfPaths(machine, plan.paths), NOT_DRIVABLE)).toEqual({ missing: [], staleListed: [] });
    expect(plan.transitionsDriven.size).toBe(plan.declared - Object.keys(NOT_DRIVABLE).length);
  });

  it('lists exactly the event the page cannot send', () => {
    expect(plan.skipped.map((s) => `${s.event} from ${s.from}`)).toEqual(['editUser.confirm from {"ready":"confirmingSuspend"}']);
  });

  it('fails when any one planned path is removed', () => {
    for (const removed of plan.paths) {
      const rest = plan.paths.filter((path) => path !== removed);
      expect(uiGate(machine, transitionsOfPaths(machine, rest), NOT_DRIVABLE).missing.length, `without ${plan.paths.indexOf(removed)}`).toBeGreaterThan(0);
    }
  });

  it('fails when the samples no longer reach a transition (no MFA method update)', () => {
    const sampleEvents = editUserCatalogEntry.sampleEvents.filter((e) => e.type !== 'editUser.updateMfa');
    const without = editUserUiPlan({ ...editUserCatalogEntry, sampleEvents });
    expect(uiGate(machine, without.transitionsDriven, NOT_DRIVABLE).missing).toEqual(['editUser.ready.idle|editUser.updateMfa|0']);
  });

  it('fails when a listed transition is driven after all (the list must shrink)', () => {
    const covered = new Set([...transitionsOfPaths(machine, plan.paths), ...Object.keys(NOT_DRIVABLE)]);
    expect(uiGate(machine, covered, NOT_DRIVABLE).staleListed).toEqual(Object.keys(NOT_DRIVABLE));
  });
});

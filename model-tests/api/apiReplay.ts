import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { DomainCatalogEntry } from '../../machines/catalog';
import { describeSkipped, planApiReplay, type NotDriven, type PlannedPath, type PlanOptions, type ReplayPlan } from './replayPlan';

/**
 * Replays a catalog domain machine's covering paths against the real API through a driver
 * (model-tests/README.md "Replaying against the API"). Every step the machine accepts must be
 * accepted by the API with the same resulting state; every step it refuses must be refused by the
 * API with one of the driver's refusal codes (default RULE_REFUSED) naming the same rule, and the
 * state read back unchanged.
 */

/** What the API shows of an entity's state: plain JSON, compared with `JSON.stringify` after key sorting. */
export type Observed = Record<string, unknown>;

/** What the API answered to one event. */
export type StepResult =
  | { kind: 'accepted' }
  /**
   * `code`: the error code (RULE_REFUSED or a mapped one). `rule`: the refusing rule's name when the
   * API names it (extensions.rule); `message`: the refusal's text when only that is visible (it
   * must then equal the rule's description).
   */
  | { kind: 'refused'; code: string; rule?: string; message?: string };

export interface ApiDriver<TEntity> {
  /** Why the API cannot perform this event from this state yet ("not driven yet: ..."), or null. */
  notDriven: NotDriven;
  /** A fresh entity in the path's start state (the catalog entry's input), created through the API. */
  create(initial: AnyMachineSnapshot): Promise<TEntity>;
  /**
   * Performs the event through the API (or an integration's test hook for system events). With
   * `next` (only when `performsWithNext` said so): one request performs both steps.
   */
  perform(entity: TEntity, event: AnyEventObject, next?: AnyEventObject): Promise<StepResult>;
  /**
   * Does one request perform `event` and the path's `next` event together (e.g. a right MFA code
   * that is used at once)? Then both are one step of the replay: both must be accepted by the
   * machine, and the state is read back after the second only (the one between is never stored).
   * The plan never cuts a path at such a `next` (`notDriven` is asked about the first only).
   */
  performsWithNext?: (event: AnyEventObject, next: AnyEventObject) => boolean;
  /** The entity's state, read back through the API. */
  read(entity: TEntity): Promise<Observed>;
  /** The same projection of a machine snapshot: what the API can show of it. */
  project(snapshot: AnyMachineSnapshot): Observed;
  /** Error codes that count as the API refusing (default ['RULE_REFUSED']). */
  refusalCodes?: readonly string[];
}

export class ApiReplayMismatch extends Error {}

export interface ApiReplayReport {
  plan: ReplayPlan;
  pathsReplayed: number;
  acceptedSteps: number;
  refusedSteps: number;
  /** One line per skipped event type, with the driver's reasons. */
  skippedLines: string[];
  /** e.g. `payment: API replay 4 paths, 5 accepted and 1 refused steps; transitions driven 3/9`. */
  summary: string;
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)]));
  return value;
}
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const show = (value: unknown) => JSON.stringify(sorted(value));

async function replayOne<T>(driver: ApiDriver<T>, path: PlannedPath, label: string): Promise<{ accepted: number; refused: number }> {
  const entity = await driver.create(path.initial);
  const expectState = async (where: string, snapshot: AnyMachineSnapshot) => {
    const actual = await driver.read(entity);
    const expected = driver.project(snapshot);
    if (!same(actual, expected)) throw new ApiReplayMismatch(`${label}, ${where}: the machine is in ${show(expected)}, the API shows ${show(actual)}`);
  };
  await expectState('start', path.initial);
  const codes = driver.refusalCodes ?? ['RULE_REFUSED'];
  let accepted = 0;
  let refused = 0;
  for (let i = 0; i < path.steps.length; i++) {
    const step = path.steps[i]!;
    const where = `step ${i + 1} ${show(step.event)}`;
    const following = path.steps[i + 1];
    const paired = following !== undefined && (driver.performsWithNext?.(step.event, following.event) ?? false);
    const result = await driver.perform(entity, step.event, paired ? following.event : undefined);
    if (step.refusal === null) {
      if (result.kind !== 'accepted') throw new ApiReplayMismatch(`${label}, ${where}: the machine accepts it, the API refused it (${show(result)})`);
      accepted++;
      if (paired) {
        if (following.refusal !== null) throw new ApiReplayMismatch(`${label}, ${where}: the API performs ${show(following.event)} with it, which the machine refuses (${following.refusal.name})`);
        accepted++;
        i++;
        await expectState(`${where} with step ${i + 1} ${show(following.event)}`, following.expected);
        continue;
      }
    } else {
      if (result.kind !== 'refused') throw new ApiReplayMismatch(`${label}, ${where}: the machine refuses it (${step.refusal.name}), the API accepted it`);
      if (!codes.includes(result.code)) throw new ApiReplayMismatch(`${label}, ${where}: refused with ${result.code}, expected one of ${codes.join(', ')}`);
      if (result.rule !== undefined && result.rule !== step.refusal.name) throw new ApiReplayMismatch(`${label}, ${where}: the API names rule ${result.rule}, the machine ${step.refusal.name}`);
      if (result.rule === undefined && result.message !== step.refusal.description) {
        throw new ApiReplayMismatch(`${label}, ${where}: the API's refusal ${show(result.message ?? null)} does not name the machine's rule ${step.refusal.name} ("${step.refusal.description}")`);
      }
      refused++;
    }
    await expectState(where, step.expected);
  }
  return { accepted, refused };
}

/** Plans (see replayPlan.ts) and replays every planned path on a fresh entity, one after the other. Throws ApiReplayMismatch at the first disagreement. */
export async function replayAgainstApi<T>(entry: DomainCatalogEntry, driver: ApiDriver<T>, options: PlanOptions = {}): Promise<ApiReplayReport> {
  const plan = planApiReplay(entry, driver.notDriven, { ...options, ...(driver.performsWithNext ? { performsWithNext: driver.performsWithNext } : {}) });
  let acceptedSteps = 0;
  let refusedSteps = 0;
  for (const [i, path] of plan.paths.entries()) {
    const { accepted, refused } = await replayOne(driver, path, `${entry.id} path ${i + 1}/${plan.paths.length}`);
    acceptedSteps += accepted;
    refusedSteps += refused;
  }
  const driven = [...plan.transitionsDriven].filter((k) => plan.transitionsTotal.has(k)).length;
  return {
    plan,
    pathsReplayed: plan.paths.length,
    acceptedSteps,
    refusedSteps,
    skippedLines: describeSkipped(plan.skipped),
    summary: `${entry.id}: API replay ${plan.paths.length} paths, ${acceptedSteps} accepted and ${refusedSteps} refused steps; transitions driven ${driven}/${plan.transitionsTotal.size}`,
  };
}

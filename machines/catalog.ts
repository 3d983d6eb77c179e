import type { AnyEventObject, AnyStateMachine, EventObject } from 'xstate';
import type { RuleDocLike } from './decide';
import { localeMachine } from './app/locale/localeMachine';
import { localeActorOutputs, localeSampleEvents, sampleLocaleInput } from './app/locale/localeSamples';
import { sessionMachine } from './app/session/sessionMachine';
import { sessionActorOutputs, sessionDelayEvents, sessionSampleEvents } from './app/session/sessionSamples';

/**
 * Every machine of the product, with what the statechart pages, the docs export and the model
 * tests need: title, spec reference, example input and events. Add a machine here and the model
 * tests cover it (and fail until its samples reach every transition).
 */
export interface CatalogEntry {
  /** Stable id (the machine's own id). */
  id: string;
  title: string;
  /** Spec section, e.g. '4. Card status'. */
  specRef: string;
  /** 'domain': pure, enforced by the server through `decide`; 'app': browser orchestration with actors. */
  kind: 'domain' | 'app';
  machine: AnyStateMachine;
  /** Input for machines whose context comes from input. */
  input?: unknown;
  /**
   * Events at the rule boundaries (one per guard outcome), including `xstate.after.*` delay events
   * for app machines. Path generation uses only these: a transition no sample reaches is uncovered.
   */
  sampleEvents: readonly EventObject[];
  /** App machines: outcomes per invoke id (`xstate.done.actor.<id>` / `xstate.error.actor.<id>` events). */
  actorOutputs?: Readonly<Record<string, readonly EventObject[]>>;
  /** guard name -> plain-language rule (domain machines' rule books); `decide` and the diagrams read it. */
  rules?: Readonly<Record<string, RuleDocLike>>;
}

export const catalog: readonly CatalogEntry[] = [
  {
    id: 'session',
    title: 'Session and logout',
    specRef: '4. Session and logout',
    kind: 'app',
    machine: sessionMachine,
    sampleEvents: [...sessionSampleEvents, ...sessionDelayEvents],
    actorOutputs: sessionActorOutputs,
  },
  {
    id: 'locale',
    title: 'Interface language',
    specRef: '4. Locale selection',
    kind: 'app',
    machine: localeMachine,
    input: sampleLocaleInput,
    sampleEvents: localeSampleEvents,
    actorOutputs: localeActorOutputs,
  },
];

/** All events of an entry: samples plus every actor outcome. */
export function allSampleEvents(entry: CatalogEntry): AnyEventObject[] {
  return [...entry.sampleEvents, ...Object.values(entry.actorOutputs ?? {}).flat()] as AnyEventObject[];
}

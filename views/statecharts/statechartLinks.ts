import { findRouteByName, pathFor } from '../../src/app/routes';

/** Paths of the statechart pages, from the route table (`statecharts`, `statechart`). */
export function statechartPath(machineId: string): string {
  // Until the route table names the machine page, its documented path is used.
  return findRouteByName('statechart') ? pathFor('statechart', { machineId }) : `/statecharts/${encodeURIComponent(machineId)}`;
}

export function statechartsIndexPath(): string {
  return findRouteByName('statecharts') ? pathFor('statecharts') : '/statecharts';
}

import ElkApi from 'elkjs/lib/elk-api.js';
import ElkWorker from 'elkjs/lib/elk-worker.min.js?worker';
import type { LayoutEngine } from './layout';

/**
 * ELK in a Web Worker for the statechart page (browser only): laying out a large chart takes a
 * second or two, which must not freeze the page. Same ELK code as the bundled build, so the same
 * positions (the e2e test compares the page's SVG download with docs/statecharts byte for byte).
 * One worker for the page's lifetime, created on first use; where workers are unavailable, null.
 */
let engine: LayoutEngine | null | undefined;

export function workerElk(): LayoutEngine | null {
  if (engine !== undefined) return engine;
  try {
    engine = typeof Worker === 'undefined' ? null : new ElkApi({ workerFactory: () => new ElkWorker() });
  } catch {
    engine = null;
  }
  return engine;
}

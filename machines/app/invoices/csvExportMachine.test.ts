import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { csvExportActors, csvExportMachine, percentDone, type CsvExportFile, type CsvExportProgress, type CsvExportRequest } from './csvExportMachine';

const request: CsvExportRequest = { buyerId: null, filter: {}, sort: { field: 'dueDate', direction: 'desc' } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The machine over a controllable exporter: the test reports progress and settles the export. */
function exporter() {
  const calls: { signal: AbortSignal; onProgress: (p: CsvExportProgress) => void; resolve: (f: CsvExportFile) => void; reject: (e: unknown) => void }[] = [];
  const saved: CsvExportFile[] = [];
  const logic = csvExportMachine.provide({
    actors: csvExportActors({
      exporter: (_request, { signal, onProgress }) => new Promise((resolve, reject) => calls.push({ signal, onProgress, resolve, reject })),
      save: (file) => saved.push(file),
    }),
  });
  return { actor: createActor(logic).start(), calls, saved };
}
const file = (rows: number, truncated = false): CsvExportFile => ({ blob: new Blob(['x']), filename: 'invoices.csv', rows, truncated, rowLimit: 10_000 });

describe('csvExport machine', () => {
  it('idle -> exporting (indeterminate until the total is known) -> progress -> saved, and the file is saved once', async () => {
    const { actor, calls, saved } = exporter();
    actor.send({ type: 'csvExport.start', request });
    expect(percentDone(actor.getSnapshot())).toBeNull();
    calls[0]!.onProgress({ rows: 5_000, total: 10_000 });
    expect(percentDone(actor.getSnapshot())).toBe(50);
    calls[0]!.onProgress({ rows: 4_000, total: 10_000 });
    expect(actor.getSnapshot().context.rows).toBe(5_000); // never goes back
    calls[0]!.resolve(file(10_000, true));
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ rows: 10_000, truncated: true, rowLimit: 10_000 });
    expect(saved).toHaveLength(1);
  });

  it('an empty export is complete', () => {
    const { actor, calls } = exporter();
    actor.send({ type: 'csvExport.start', request });
    calls[0]!.onProgress({ rows: 0, total: 0 });
    expect(percentDone(actor.getSnapshot())).toBe(100);
  });

  it('Cancel aborts the request; a late answer of the cancelled export changes nothing and saves nothing', async () => {
    const { actor, calls, saved } = exporter();
    actor.send({ type: 'csvExport.start', request });
    actor.send({ type: 'csvExport.cancel' });
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve(file(9));
    await settle();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(saved).toEqual([]);
  });

  it('a failure keeps its message id; starting again begins from zero', async () => {
    const { actor, calls } = exporter();
    actor.send({ type: 'csvExport.start', request });
    calls[0]!.onProgress({ rows: 3, total: 9 });
    calls[0]!.reject({ code: 'FORBIDDEN', messageId: 'error.forbidden' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { messageId: 'error.forbidden' } });
    actor.send({ type: 'csvExport.start', request });
    expect(actor.getSnapshot()).toMatchObject({ value: 'exporting', context: { rows: 0, total: null } });
    expect(calls).toHaveLength(2);
  });

  it('a second start while exporting keeps the running export', () => {
    const { actor, calls } = exporter();
    actor.send({ type: 'csvExport.start', request });
    actor.send({ type: 'csvExport.start', request });
    expect(calls).toHaveLength(1);
  });

  it('stopping the actor (leaving the page) aborts the running export', () => {
    const { actor, calls } = exporter();
    actor.send({ type: 'csvExport.start', request });
    actor.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});

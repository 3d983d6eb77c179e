import { describe, expect, it } from 'vitest';
import { CSV_EXPORT_IDLE, csvExportReducer, percentDone, type CsvExportAction, type CsvExportState } from './CsvExportViewModel';

const run = (actions: CsvExportAction[], from: CsvExportState = CSV_EXPORT_IDLE) => actions.reduce(csvExportReducer, from);

describe('CSV export view model', () => {
  it('idle -> exporting (indeterminate until the total is known) -> progress -> saved', () => {
    const started = run([{ type: 'start' }]);
    expect(started).toEqual({ status: 'exporting', rows: 0, total: null });
    expect(percentDone(started)).toBeNull();
    const half = run([{ type: 'progress', progress: { rows: 0, total: 10_000 } }, { type: 'progress', progress: { rows: 5_000, total: 10_000 } }], started);
    expect(percentDone(half)).toBe(50);
    expect(run([{ type: 'saved', file: { rows: 10_000, truncated: true, rowLimit: 10_000 } }], half)).toEqual({ status: 'saved', rows: 10_000, truncated: true, rowLimit: 10_000 });
  });

  it('progress never goes back, and an empty export is complete', () => {
    const state = run([{ type: 'start' }, { type: 'progress', progress: { rows: 40, total: 100 } }, { type: 'progress', progress: { rows: 30, total: 100 } }]);
    expect(state).toMatchObject({ rows: 40 });
    expect(percentDone(run([{ type: 'start' }, { type: 'progress', progress: { rows: 0, total: 0 } }]))).toBe(100);
  });

  it('cancel stops it; a late answer of the cancelled export changes nothing', () => {
    const cancelled = run([{ type: 'start' }, { type: 'progress', progress: { rows: 1, total: 9 } }, { type: 'cancelled' }]);
    expect(cancelled).toEqual({ status: 'cancelled' });
    expect(run([{ type: 'saved', file: { rows: 9, truncated: false, rowLimit: 10_000 } }, { type: 'progress', progress: { rows: 9, total: 9 } }], cancelled)).toEqual(cancelled);
    expect(percentDone(cancelled)).toBeNull();
  });

  it('a failure keeps its message id; starting again begins from zero', () => {
    const failed = run([{ type: 'start' }, { type: 'failed', messageId: 'error.forbidden' }]);
    expect(failed).toEqual({ status: 'failed', messageId: 'error.forbidden' });
    expect(run([{ type: 'start' }], failed)).toEqual({ status: 'exporting', rows: 0, total: null });
  });

  it('a second start while exporting keeps the running export', () => {
    const state = run([{ type: 'start' }, { type: 'progress', progress: { rows: 3, total: 9 } }, { type: 'start' }]);
    expect(state).toEqual({ status: 'exporting', rows: 3, total: 9 });
  });
});

import { describe, expect, it } from 'vitest';
import { coverCatalogEntry } from '../../../model-tests/coverage/machineCoverage';
import { formatCoverage } from '../../../model-tests/coverage/recorder';
import { makePaymentCatalogEntry, paymentWatchCatalogEntry } from './catalogEntry';

// The model-test gate for these machines before they join machines/catalog.ts: their samples must reach every transition.
describe.each([makePaymentCatalogEntry, paymentWatchCatalogEntry].map((entry) => [entry.id, entry] as const))('%s catalog entry', (id, entry) => {
  it('covers every transition with its sample events and actor outcomes', () => {
    const { report } = coverCatalogEntry(entry);
    console.log(formatCoverage(id, report));
    expect(report.missing.map((m) => m.key)).toEqual([]);
  });
});

import type { Readable } from 'node:stream';
import type { ChargeImportFailure, ChargeImportResult } from '../../../src/domain/chargeImport';
import type { AppServices } from '../../http/services';
import { checkChargeRow, englishMessage, type ChargeRowProblem } from './chargeRow';
import { readChargeSheet } from './chargeSheet';
import { importCharge } from './importedCharge';
import { publishChargeCreated } from '../charges/chargeEvents';

/** Who imports: the seller's user, in their program. */
export interface Importer {
  userId: string;
  role: string;
  programId: string;
}

const failureOf = (rowNumber: number, invoiceReferenceId: string, problem: ChargeRowProblem): ChargeImportFailure => ({
  rowNumber, invoiceReferenceId, messageId: `uploadData.failure.${problem.reason}`, values: problem.values, message: englishMessage(problem),
});

/**
 * The import of one uploaded workbook: each row checked on its own with the seller API's charge
 * schema (chargeRow.ts), then created in its own transaction by the one charge writer
 * (importedCharge.ts), as the rows stream in. A refused row never stops the
 * others; each created charge is announced (`chargeCreated`) to the buyer's live pages.
 * Throws ChargeSheetError when the file is no template-shaped workbook (nothing imported then
 * unless rows before the problem were already read: the header is checked first).
 */
export async function importChargeSheet(services: AppServices, importer: Importer, input: Readable): Promise<ChargeImportResult> {
  const result: ChargeImportResult = { rows: 0, imported: 0, alreadyImported: 0, failures: [] };
  for await (const { rowNumber, input: cells } of readChargeSheet(input)) {
    result.rows += 1;
    const checked = checkChargeRow(cells);
    if (!checked.ok) {
      result.failures.push(failureOf(rowNumber, cells.invoiceReferenceId.trim(), checked.problem));
      continue;
    }
    const outcome = await importCharge(services.db, { programId: importer.programId, row: checked.row, now: services.now(), actor: { userId: importer.userId, role: importer.role } });
    if (outcome.outcome === 'refused') result.failures.push(failureOf(rowNumber, checked.row.invoiceReferenceId, outcome.problem));
    else if (outcome.outcome === 'alreadyImported') result.alreadyImported += 1;
    else {
      result.imported += 1;
      publishChargeCreated(services, outcome.buyerId, outcome.invoiceId);
    }
  }
  return result;
}

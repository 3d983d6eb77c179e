import { fromPromise } from 'xstate';
import { disbursementsMachine } from '../../machines/app/disbursements/disbursementsMachine';
import type { DisbursementFilter, DisbursementPage } from '../../machines/app/disbursements/disbursementTypes';
import { chargeUploadActors, chargeUploadMachine } from '../../machines/app/uploadData/chargeUploadMachine';
import type { DisbursementsCsvQuery, DisbursementsCsvQueryVariables, DisbursementsQuery, DisbursementsQueryVariables } from './generated/graphql';
import { query, type Operation } from './graphqlClient';
import { saveFile } from './csvExport';
import { uploadChargeWorkbook } from './chargeImport';
import disbursementsText from './operations/disbursements.graphql?raw';
import disbursementsCsvText from './operations/disbursementsCsv.graphql?raw';

/**
 * The seller tools' actors: Payments -> Disbursements (load, Export CSV saved as a file) and
 * Tools -> Upload Data (the streamed XLSX upload, src/api/chargeImport.ts). Operations travel as
 * their text, typed by codegen, so they load only with these screens (the size gate).
 */
const DisbursementsDocument = disbursementsText as unknown as Operation<DisbursementsQuery, DisbursementsQueryVariables>;
const DisbursementsCsvDocument = disbursementsCsvText as unknown as Operation<DisbursementsCsvQuery, DisbursementsCsvQueryVariables>;
/** The page shows at most this many payouts (the filter narrows; the CSV holds every match). */
const PAGE_SIZE = 100;

const loadDisbursements = fromPromise<DisbursementPage, DisbursementFilter>(async ({ input }) => {
  const { disbursements } = await query(DisbursementsDocument, { filter: input, page: { first: PAGE_SIZE } }, { fetchPolicy: 'network-only' });
  return { totalCount: disbursements.totalCount, items: disbursements.items };
});

const exportDisbursementsCsv = fromPromise<void, DisbursementFilter>(async ({ input }) => {
  const { disbursementsCsv } = await query(DisbursementsCsvDocument, { filter: input }, { fetchPolicy: 'network-only' });
  const today = new Date().toISOString().slice(0, 10);
  saveFile({ blob: new Blob([disbursementsCsv], { type: 'text/csv;charset=utf-8' }), filename: `disbursements-${today}.csv` });
});

export const disbursementsLogic = disbursementsMachine.provide({ actors: { loadDisbursements, exportDisbursementsCsv } });
export const chargeUploadLogic = chargeUploadMachine.provide({ actors: chargeUploadActors({ upload: uploadChargeWorkbook }) });

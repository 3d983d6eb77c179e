import type { Resolvers } from '../../schema/generated/resolvers';
import { parseInput, idSchema } from '../../graphql/parseInput';
import { DEFAULT_PAGE_SIZE, pageInputSchema } from '../../graphql/paging';
import { portalError } from '../../graphql/errors';
import { disbursementProgramOf } from './disbursementAccess';
import { DISBURSEMENT_CSV_LINE_LIMIT, disbursementsCsv } from './disbursementCsv';
import { allDisbursements, disbursementFilterSchema, disbursementPage, oneDisbursement } from './disbursementQuery';

/** disbursements, disbursement(id), disbursementsCsv: the seller's clientAdministrator, own program only. */
export const disbursementResolvers: Resolvers = {
  Query: {
    disbursements: async (_parent, { filter, page }, context) => {
      const programId = disbursementProgramOf(context);
      const parsedFilter = parseInput(disbursementFilterSchema, filter, 'filter');
      const parsedPage = parseInput(pageInputSchema, page, 'page');
      if (parsedPage?.after) throw portalError('BAD_USER_INPUT', { field: 'page.after', reason: 'Use offset paging' });
      return disbursementPage(context.services.db, programId, parsedFilter, { first: parsedPage?.first ?? DEFAULT_PAGE_SIZE, offset: parsedPage?.offset ?? 0 });
    },
    disbursement: async (_parent, { id }, context) => {
      const programId = disbursementProgramOf(context);
      return oneDisbursement(context.services.db, programId, parseInput(idSchema, id, 'id'));
    },
    disbursementsCsv: async (_parent, { filter }, context) => {
      const programId = disbursementProgramOf(context);
      const parsedFilter = parseInput(disbursementFilterSchema, filter, 'filter');
      return disbursementsCsv(await allDisbursements(context.services.db, programId, parsedFilter, DISBURSEMENT_CSV_LINE_LIMIT));
    },
  },
};

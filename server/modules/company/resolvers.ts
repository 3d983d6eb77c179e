import type { GraphQLContext } from '../../graphql/context';
import { UUID_PATTERN, parseInput } from '../../graphql/parseInput';
import type { Resolvers } from '../../schema/generated/resolvers';
import { BUYER_ADMIN_ROLE } from '../../../machines/rules/roleAudiences';
import { resolveCompanyAccess } from './companyAccess';
import { loadCompanyInfo, toCompanyInfo } from './companyInfoRecords';
import { requestPrimaryEmailChangeInputSchema, updateCompanyProfileInputSchema } from './companyInput';
import { submittedNotice } from './companyNotices';
import { currentChanges, findPrimaryContact, findPrimaryEmailChange, toPrimaryContact, toPrimaryEmailChange } from './primaryContactRecords';
import { requestPrimaryEmailChange } from './requestPrimaryEmailChange';
import { notifyRequester, publishPrimaryEmailChangeUpdated } from './servicerEvents';
import { supportDeskFor, toReviewRequest } from './supportReview';
import { updateCompanyProfile } from './updateCompanyProfile';

const blankAsEmpty = (value: string | null | undefined) => value ?? '';

/** companyInfo, primaryContact, primaryEmailChange, updateCompanyProfile, requestPrimaryEmailChange, primaryEmailChangeUpdated (server/schema/company.graphql). */
export const companyResolvers: Resolvers = {
  Query: {
    companyInfo: async (_parent, { buyerId }, context) => {
      const { buyer, role } = await resolveCompanyAccess(context, buyerId, 'read');
      return toCompanyInfo(await loadCompanyInfo(context.services.db, buyer.id), role !== null);
    },

    primaryContact: async (_parent, { buyerId }, context) => {
      const { buyer, role } = await resolveCompanyAccess(context, buyerId, 'read');
      const { db, now } = context.services;
      const at = now();
      const [contact, { pending, lastDecided }] = await Promise.all([findPrimaryContact(db, buyer.id), currentChanges(db, buyer.id)]);
      return {
        contact: contact ? toPrimaryContact(contact) : null,
        pending: pending ? toPrimaryEmailChange(pending, at) : null,
        lastDecided: lastDecided ? toPrimaryEmailChange(lastDecided, at) : null,
        canRequestChange: role !== null && contact !== null,
      };
    },

    primaryEmailChange: async (_parent, { id }, context) => {
      const row = UUID_PATTERN.test(id) ? await findPrimaryEmailChange(context.services.db, id.toLowerCase()) : undefined;
      if (!row) return null;
      const visible = await resolveCompanyAccess(context, row.buyer_id, 'read').catch(() => null);
      return visible ? toPrimaryEmailChange(row, context.services.now()) : null;
    },
  },

  Mutation: {
    updateCompanyProfile: async (_parent, { input }, context) => {
      const parsed = parseInput(updateCompanyProfileInputSchema, input, 'input');
      const { buyer, role } = await resolveCompanyAccess(context, parsed.buyerId, 'change');
      const stored = await updateCompanyProfile(context.services.db, {
        buyerId: buyer.id,
        input: { tradingName: blankAsEmpty(parsed.tradingName), line1: parsed.line1, line2: blankAsEmpty(parsed.line2), city: parsed.city, state: blankAsEmpty(parsed.state), zip: parsed.zip },
        userId: context.viewer.user.id,
        role: role ?? BUYER_ADMIN_ROLE,
        now: context.services.now(),
      });
      return toCompanyInfo(stored, true);
    },

    requestPrimaryEmailChange: async (_parent, { input }, context) => {
      const parsed = parseInput(requestPrimaryEmailChangeInputSchema, input, 'input');
      const { buyer, role } = await resolveCompanyAccess(context, parsed.buyerId, 'change');
      const { services } = context;
      const desk = supportDeskFor(services);
      const now = services.now();
      const { row, replayed } = await requestPrimaryEmailChange(services.db, {
        buyerId: buyer.id,
        userId: context.viewer.user.id,
        role: role ?? BUYER_ADMIN_ROLE,
        newEmail: parsed.newEmail,
        idempotencyKey: parsed.idempotencyKey,
        decidesAt: desk.decidesAt(now),
        now,
      });
      // A retry answers with the first result; it was published, e-mailed and handed over then.
      if (replayed) return toPrimaryEmailChange(row, now);
      // After the commit: tell the page, confirm by e-mail, hand it to support.
      publishPrimaryEmailChangeUpdated(services, row);
      await notifyRequester(services, row, submittedNotice);
      desk.submit(toReviewRequest(row, now));
      return toPrimaryEmailChange(row, now);
    },
  },

  Subscription: {
    primaryEmailChangeUpdated: {
      subscribe: async (_parent, { buyerId }, context) => {
        const { buyer } = await resolveCompanyAccess(context, buyerId, 'read');
        return context.services.pubsub.subscribe('primaryEmailChangeUpdated', buyer.id);
      },
      resolve: async (event: { changeId: string }, _args: unknown, context: GraphQLContext) => {
        const row = UUID_PATTERN.test(event.changeId) ? await findPrimaryEmailChange(context.services.db, event.changeId) : undefined;
        if (!row) throw new Error('primaryEmailChangeUpdated: change not found');
        return toPrimaryEmailChange(row, context.services.now());
      },
    },
  },
};

import { Repeater } from 'graphql-yoga';
import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { outboxRecipientKey } from '../../notify/recipient';
import type { OutboxMessage, Resolvers } from '../../schema/generated/resolvers';
import { parseInput } from '../../graphql/parseInput';

/**
 * myOutbox and outboxMessageAdded: the development outbox page. Any signed-in user, own messages
 * only: the recipient must be the user's e-mail address or phone number (compared through
 * outboxRecipientKey), whoever the message was about. NOT_FOUND when the page is off.
 */
const argsSchema = z.object({ first: z.number().int().min(1).max(100).nullish() });

function ownRecipientKeys(context: GraphQLContext): string[] {
  if (!context.services.config.demoOutbox) throw portalError('NOT_FOUND');
  const { email, phone } = context.viewer.user;
  return [email, phone].filter((value): value is string => Boolean(value?.trim())).map(outboxRecipientKey);
}

type OutboxRow = { id: string; created_at: Date | string; channel: 'email' | 'sms'; recipient: string; kind: string; subject: string; body: string; delivered_at: Date | string | null };

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  createdAt: row.created_at,
  channel: row.channel,
  recipient: row.recipient,
  kind: row.kind,
  subject: row.subject,
  body: row.body,
  deliveredAt: row.delivered_at,
});

/**
 * The user's messages, newest first. Recipients are stored as typed, so the match normalises the
 * column the same way (lower-case e-mail; phone digits compared in JS below, as SQL cannot strip
 * them portably).
 */
async function ownMessages(context: GraphQLContext, keys: readonly string[], first: number, id?: string): Promise<OutboxMessage[]> {
  if (keys.length === 0) return [];
  const emails = keys.filter((key) => key.includes('@'));
  const phones = keys.filter((key) => !key.includes('@'));
  let query = context.services.db
    .selectFrom('outbox_messages')
    .select(['id', 'created_at', 'channel', 'recipient', 'kind', 'subject', 'body', 'delivered_at'])
    .where((eb) => {
      const ors = [];
      if (emails.length) ors.push(eb(eb.fn('lower', [eb.fn('trim', ['recipient'])]), 'in', emails));
      if (phones.length) ors.push(eb('channel', '=', 'sms'));
      return eb.or(ors);
    });
  if (id) query = query.where('id', '=', id);
  // Phone matches are filtered after the read (other users' SMS come along): read page by page
  // until `first` own messages are found or the table ends.
  const ordered = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const batch = phones.length ? Math.max(first * 4, 100) : first;
  const own: OutboxMessage[] = [];
  for (let offset = 0; own.length < first; offset += batch) {
    const rows = await ordered.limit(batch).offset(offset).execute();
    own.push(...rows.filter((row) => keys.includes(outboxRecipientKey(row.recipient))).map(toMessage));
    if (rows.length < batch) break;
  }
  return own.slice(0, first);
}

export const outboxResolvers: Resolvers = {
  Query: {
    myOutbox: async (_parent, args, context) => {
      const { first } = parseInput(argsSchema, args, 'args');
      return ownMessages(context, ownRecipientKeys(context), first ?? 50);
    },
  },
  Subscription: {
    outboxMessageAdded: {
      subscribe: (_parent, _args, context) => {
        const keys = ownRecipientKeys(context);
        // A user may get e-mail and SMS: one topic per own address, merged.
        return Repeater.merge(keys.map((key) => context.services.pubsub.subscribe('outboxMessageAdded', key)));
      },
      resolve: async (event: { messageId: string }, _args: unknown, context: GraphQLContext) => {
        const [message] = await ownMessages(context, ownRecipientKeys(context), 1, event.messageId);
        if (!message) throw new Error('outboxMessageAdded: message not visible');
        return message;
      },
    },
  },
};

import { z } from 'zod';
import { isPlausiblePhoneNumber, normalisePhoneNumber } from '../../../machines/rules/phoneNumber';
import { NAME_MAX, USER_RULES, userRuleMessageId } from '../../../machines/rules/userAdministration';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PREFERENCE_RULES,
  NOTIFICATION_TOPICS,
  notificationChoiceProblems,
  type NotificationPreferenceProblem,
} from '../../../machines/rules/notificationPreferences';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import type { AppServices } from '../../http/services';
import type { MyProfile } from '../../schema/generated/resolvers';
import { accountFactsFor, lockBuyerUsers } from '../users/userRules';
import { PROFILE_COLUMNS, preferencesOf, saveChoices, type ProfileUserRow } from './profileRecords';

export const updateMyProfileSchema = z.object({
  firstName: z.string().trim().min(1, 'required').max(NAME_MAX),
  lastName: z.string().trim().min(1, 'required').max(NAME_MAX),
  phone: z.string().max(40).nullish(),
  language: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'Not a language-country code').nullish(),
});

export const notificationChoicesSchema = z
  .array(z.object({ topic: z.enum(NOTIFICATION_TOPICS), channel: z.enum(NOTIFICATION_CHANNELS), enabled: z.boolean() }))
  .min(1)
  .max(NOTIFICATION_TOPICS.length * NOTIFICATION_CHANNELS.length);

type ProfileProblem = 'invalidPhone' | 'lastInvoiceReceiver' | NotificationPreferenceProblem;

const PROBLEM_WORDS: Record<ProfileProblem, { text: string; messageId: string; field: string }> = {
  invalidPhone: { text: USER_RULES.invalidPhone, messageId: userRuleMessageId('invalidPhone'), field: 'phone' },
  lastInvoiceReceiver: { text: USER_RULES.lastInvoiceReceiver, messageId: userRuleMessageId('lastInvoiceReceiver'), field: 'invoices.email' },
  smsNeedsPhone: { text: NOTIFICATION_PREFERENCE_RULES.smsNeedsPhone, messageId: 'profile.rule.smsNeedsPhone', field: 'sms' },
};

/** USER_CHANGE_REFUSED with the rule's words and message id (the same code Edit User uses). */
function refused(problems: readonly ProfileProblem[]): GraphQLError {
  const first = PROBLEM_WORDS[problems[0]!];
  return new GraphQLError(first.text, {
    extensions: {
      code: 'USER_CHANGE_REFUSED',
      messageId: first.messageId,
      problems: problems.map((problem) => ({ code: problem, field: PROBLEM_WORDS[problem].field, messageId: PROBLEM_WORDS[problem].messageId })),
    },
  });
}

async function programLanguages(services: AppServices, programId: string): Promise<string[]> {
  const program = await services.db.selectFrom('programs').select('locales').where('id', '=', programId).executeTakeFirst();
  return program?.locales ?? [];
}

async function profileRow(services: AppServices, userId: string): Promise<ProfileUserRow> {
  return services.db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Receivers of invoice e-mails in the user's account other than the user (spec 5). */
async function otherReceivers(services: AppServices, user: ProfileUserRow): Promise<number> {
  if (!user.buyer_id) return 1; // not a buyer's user: no account needs them as its receiver
  return services.db.transaction().execute(async (trx) => (await accountFactsFor(trx, user.buyer_id!, user.id, { email: user.email, internalId: null })).otherInvoiceReceiverCount);
}

export async function loadMyProfile(services: AppServices, userId: string): Promise<MyProfile> {
  const user = await profileRow(services, userId);
  const [languages, notifications, others] = await Promise.all([programLanguages(services, user.program_id), preferencesOf(services.db, user), otherReceivers(services, user)]);
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    language: user.language,
    languages,
    notifications,
    isLastInvoiceReceiver: user.receive_email && others === 0,
    ssoStatus: user.sso_status,
  };
}

function unsupportedLanguage(): GraphQLError {
  return new GraphQLError('Not a language of the program', { extensions: { code: 'BAD_USER_INPUT', messageId: 'error.badUserInput', values: { field: 'language', reason: 'unsupported' } } });
}

export const languageSchema = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'Not a language-country code');

export async function setMyLanguage(services: AppServices, userId: string, language: string): Promise<MyProfile> {
  const user = await profileRow(services, userId);
  if (!(await programLanguages(services, user.program_id)).includes(language)) throw unsupportedLanguage();
  await services.db.updateTable('users').set({ language }).where('id', '=', userId).execute();
  return loadMyProfile(services, userId);
}

export async function updateMyProfile(services: AppServices, userId: string, input: z.infer<typeof updateMyProfileSchema>): Promise<MyProfile> {
  const user = await profileRow(services, userId);
  const phone = input.phone?.trim() ? input.phone.trim() : null;
  if (phone !== null && !isPlausiblePhoneNumber(phone)) throw refused(['invalidPhone']);
  if (input.language) {
    const languages = await programLanguages(services, user.program_id);
    if (!languages.includes(input.language)) throw unsupportedLanguage();
  }
  await services.db
    .updateTable('users')
    .set({ first_name: input.firstName, last_name: input.lastName, phone: phone ? normalisePhoneNumber(phone) : null, language: input.language ?? user.language })
    .where('id', '=', userId)
    .execute();
  return loadMyProfile(services, userId);
}

export async function updateMyNotifications(services: AppServices, userId: string, choices: z.infer<typeof notificationChoicesSchema>): Promise<MyProfile> {
  await services.db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom('users').select('buyer_id').where('id', '=', userId).executeTakeFirstOrThrow();
    if (owner.buyer_id) await lockBuyerUsers(trx, owner.buyer_id);
    // Read under the buyer's lock: another receiver's change waits for this one (and the reverse).
    const user = await trx.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', userId).executeTakeFirstOrThrow();
    // Spec 5 and the SMS rule: the same function the browser's guard calls (notificationPreferences.ts).
    const account = user.buyer_id ? await accountFactsFor(trx, user.buyer_id, user.id, { email: user.email, internalId: null }) : null;
    const problems: ProfileProblem[] = notificationChoiceProblems(choices, {
      receivingInvoiceEmails: user.receive_email,
      otherReceivers: account ? account.otherInvoiceReceiverCount : 1,
      phone: user.phone,
    });
    if (problems.length > 0) throw refused(problems);
    await saveChoices(trx, userId, choices, services.now());
  });
  return loadMyProfile(services, userId);
}

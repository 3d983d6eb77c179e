import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { creditLimitMinorOf, type ApplicationInput } from '../../../machines/app/apply/applicationForm';
import { normaliseTaxId } from '../../../machines/rules/companyInfo';
import { enrolmentLinkProblems, enrolmentProblemMessageId, type EnrolmentLink } from '../../../machines/rules/enrolment';
import { normalisePhoneNumber } from '../../../machines/rules/phoneNumber';
import type { SubmittedApplication } from '../../../src/domain/enrolment';
import type { Database } from '../../db/schema';
import { withRetry } from '../../db/withRetry';
import { portalError } from '../../graphql/errors';
import { applyDomainEvent } from '../../rulebook/enforce';
import { APPLICATION_ENTITY, applicationFingerprint, type ApplicationRow } from './applicationRecords';
import { loadEnrolmentSettings, referencesInUse } from './enrolmentSettings';

export interface NewApplication {
  programId: string;
  link: EnrolmentLink;
  application: ApplicationInput;
  idempotencyKey: string;
  /** When the demo underwriting decides; null: only when asked. */
  decidesAt: Date | null;
  now: Date;
}

export interface StoredApplication {
  row: ApplicationRow;
  /** An earlier call with the same key stored it: nothing new to hand to underwriting. */
  replayed: boolean;
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export const submittedOf = (row: ApplicationRow): SubmittedApplication => ({ applicationId: row.id, status: row.status, submittedAt: new Date(row.submitted_at).toISOString() });

/** Spec 8 "Enrolment" in the rule's words: every problem of the link, as message ids. */
export function linkInvalid(problems: readonly { code: string }[]): ReturnType<typeof portalError> {
  return portalError('ENROLMENT_LINK_INVALID', { problems: problems.map((p) => enrolmentProblemMessageId(p as Parameters<typeof enrolmentProblemMessageId>[0])).join(',') }, 422);
}

async function findByKey(db: Kysely<Database> | Transaction<Database>, key: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('buyer_applications').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

function replay(stored: ApplicationRow, fingerprint: string): StoredApplication {
  if (stored.request_fingerprint !== fingerprint) throw portalError('IDEMPOTENCY_KEY_REUSED', { field: 'idempotencyKey' }, 409);
  return { row: stored, replayed: true };
}

/**
 * Stores an application and its pending buyer through the buyerApplication machine (draft ->
 * submitted), in one transaction with the audit entry: the buyer (status `pending`, no credit yet,
 * the link's references and terms), its company info (the Company Info page's table) and the
 * application (the contact, the credit asked for). The link is checked first with the server's
 * fact of which references exist (under a lock of the program row, so two applications with one
 * reference are decided one after the other): ENROLMENT_LINK_INVALID lists every problem; the
 * machine's guard checks the same rule again. A program without enrolment settings takes none
 * (ENROLMENT_NOT_AVAILABLE). Idempotency like requestPrimaryEmailChange: a key already used
 * answers with that application when the payload matches and IDEMPOTENCY_KEY_REUSED otherwise.
 */
export async function submitApplication(db: Kysely<Database>, input: NewApplication): Promise<StoredApplication> {
  const fingerprint = applicationFingerprint({ link: input.link, application: input.application });
  const earlier = await findByKey(db, input.idempotencyKey);
  if (earlier) return replay(earlier, fingerprint);
  try {
    return await withRetry(() =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('programs').select('id').where('id', '=', input.programId).forUpdate().executeTakeFirstOrThrow();
        const raced = await findByKey(trx, input.idempotencyKey);
        if (raced) return replay(raced, fingerprint);
        const settings = await loadEnrolmentSettings(trx, input.programId);
        if (!settings) throw portalError('ENROLMENT_NOT_AVAILABLE', undefined, 404);
        const existing = await referencesInUse(trx, input.programId, input.link);
        const problems = enrolmentLinkProblems(input.link, settings, existing);
        if (problems.length > 0) throw linkInvalid(problems);
        const { business, address, contact, terms } = input.application;
        const limitMinor = creditLimitMinorOf(terms.creditLimit);
        if (limitMinor === null) throw portalError('BAD_USER_INPUT', { field: 'application.terms.creditLimit', reason: 'invalid' });
        const id = randomUUID();
        const buyerId = randomUUID();
        let row: ApplicationRow | undefined;
        const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());
        await applyDomainEvent(trx, {
          entry: catalogEntry('buyerApplication'),
          entity: { type: APPLICATION_ENTITY, id, buyerId },
          stored: { value: 'draft', context: { submittedAt: null, decidedAt: null, approvedLimitMinor: null, declineReason: null, decidedBy: null } },
          event: { type: 'application.submit', link: input.link, settings, existing, now: input.now.toISOString() },
          now: input.now,
          actor: { userId: null, role: null },
          persist: async ({ context }) => {
            await trx
              .insertInto('buyers')
              .values({
                id: buyerId, program_id: input.programId, name: business.businessName.trim(), billing_cycle: 'monthly', business_country: business.country,
                status: 'pending', type: 'business', terms: input.link.paymentTerms ?? '', currency: terms.currency, credit_approved_minor: 0,
                purchase_policy_max_minor: null, created_at: input.now,
                client_reference_id: input.link.references.clientReferenceId,
                client_reference_customer_id: input.link.references.clientReferenceCustomerId,
                client_reference_buyer_id: input.link.references.clientReferenceBuyerId,
              })
              .execute();
            await trx
              .insertInto('buyer_company_info')
              .values({
                buyer_id: buyerId, trading_name: blankAsNull(business.tradingName), address_line1: address.line1.trim(), address_line2: blankAsNull(address.line2),
                city: address.city.trim(), state: blankAsNull(address.state), zip: address.zip.trim(),
                registration_number: blankAsNull(business.registrationNumber), tax_id: blankAsNull(normaliseTaxId(business.taxId, business.country)),
                updated_at: input.now, updated_by_user_id: null,
              })
              .execute();
            row = await trx
              .insertInto('buyer_applications')
              .values({
                id, program_id: input.programId, buyer_id: buyerId, status: 'submitted', context: JSON.stringify(context), payment_terms: input.link.paymentTerms ?? '',
                channel: input.link.channel, contact_first_name: contact.firstName.trim(), contact_last_name: contact.lastName.trim(),
                contact_email: contact.email.trim().toLowerCase(), contact_phone: normalisePhoneNumber(contact.phone), requested_limit_minor: limitMinor,
                currency: terms.currency, applicant_user_id: null, submitted_at: input.now, decided_at: null, underwriting_decides_at: input.decidesAt,
                idempotency_key: input.idempotencyKey, request_fingerprint: fingerprint,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
          },
        });
        if (!row) throw new Error('submitApplication: the application was not stored');
        return { row, replayed: false };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await findByKey(db, input.idempotencyKey);
      if (winner) return replay(winner, fingerprint);
    }
    throw error;
  }
}

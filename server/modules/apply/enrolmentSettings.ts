import type { Kysely, Transaction } from 'kysely';
import { CLIENT_REFERENCE_KEYS, givenReferences, type ClientReferenceKey, type EnrolmentLink, type EnrolmentSettings, type ReferenceRequirement } from '../../../machines/rules/enrolment';
import type { Database } from '../../db/schema';

const REQUIREMENTS: readonly ReferenceRequirement[] = ['required', 'optional', 'unsupported'];

/** The buyers column of each reference. */
export const REFERENCE_COLUMNS = {
  clientReferenceId: 'client_reference_id',
  clientReferenceCustomerId: 'client_reference_customer_id',
  clientReferenceBuyerId: 'client_reference_buyer_id',
} as const satisfies Record<ClientReferenceKey, string>;

/** The program's enrolment settings (migration 0022), or null: the program takes no applications. */
export async function loadEnrolmentSettings(db: Kysely<Database> | Transaction<Database>, programId: string): Promise<(EnrolmentSettings & { programName: string }) | null> {
  const row = await db
    .selectFrom('program_enrolment_settings as s')
    .innerJoin('programs as p', 'p.id', 's.program_id')
    .select(['p.name', 'p.supported_payment_terms', 's.reference_rules', 's.channels'])
    .where('s.program_id', '=', programId)
    .executeTakeFirst();
  if (!row) return null;
  const rules = row.reference_rules as Record<string, string>;
  // An unknown or missing requirement counts as unsupported: a program accepts only what it names.
  const references = Object.fromEntries(
    CLIENT_REFERENCE_KEYS.map((key) => [key, REQUIREMENTS.includes(rules[key] as ReferenceRequirement) ? (rules[key] as ReferenceRequirement) : 'unsupported']),
  ) as Record<ClientReferenceKey, ReferenceRequirement>;
  return { programName: row.name, references, supportedPaymentTerms: row.supported_payment_terms, channels: row.channels };
}

/**
 * Which of the link's references another buyer of the program already has (the pending buyer of
 * every application holds its references, so pending applications count). A declined buyer's
 * references are free again. Compared case-insensitively.
 */
export async function referencesInUse(db: Kysely<Database> | Transaction<Database>, programId: string, link: EnrolmentLink): Promise<Partial<Record<ClientReferenceKey, boolean>>> {
  const found: Partial<Record<ClientReferenceKey, boolean>> = {};
  for (const { key, value } of givenReferences(link)) {
    const column = REFERENCE_COLUMNS[key];
    const row = await db
      .selectFrom('buyers')
      .select('id')
      .where('program_id', '=', programId)
      .where('status', '<>', 'declined')
      .where((eb) => eb(eb.fn('lower', [eb.ref(column)]), '=', value.toLowerCase()))
      .executeTakeFirst();
    if (row) found[key] = true;
  }
  return found;
}

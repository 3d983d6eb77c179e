import { z } from 'zod';

/**
 * The public apply endpoints (server/modules/apply/routes.ts): no session, POST only, with
 * X-Requested-With and a JSON body, like the password-reset endpoints. The bodies are parsed by the
 * server with these schemas (server/graphql/parseInput.ts) and sent by the browser
 * (src/api/applyActors.ts). The application's own rules are machines/app/apply/applicationForm.ts.
 */
export const ENROLMENT_PATHS = {
  /** Checks an enrolment link: the program's terms, or every problem of spec 8 "Enrolment". */
  link: '/public/enrolment/link',
  /** Submits an application (idempotency key). */
  apply: '/public/enrolment/apply',
} as const;

const linkValue = z.string().max(200).nullable();
export const enrolmentLinkBodySchema = z.object({
  references: z.object({ clientReferenceId: linkValue, clientReferenceCustomerId: linkValue, clientReferenceBuyerId: linkValue }),
  paymentTerms: linkValue,
  channel: linkValue,
});
export type EnrolmentLinkBody = z.infer<typeof enrolmentLinkBodySchema>;

export const idempotencyKeySchema = z.string().trim().min(8).max(100);

/** What the page learns from a valid link. */
export interface EnrolmentOffer {
  programName: string;
  paymentTerms: string;
  /** Which references the program asks for (shown on the page as what the seller sent). */
  references: { key: string; value: string }[];
}

/** What a submission answers (the first answer again for a retry with the same key). */
export interface SubmittedApplication {
  applicationId: string;
  status: 'submitted' | 'approved' | 'declined';
  submittedAt: string;
}

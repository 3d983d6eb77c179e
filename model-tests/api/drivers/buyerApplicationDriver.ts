import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { buyerApplicationStatus, type BuyerApplicationEvent, type BuyerApplicationSnapshot } from '../../../machines/domain/buyerApplication';
import type { EnrolmentLink } from '../../../machines/rules/enrolment';
import { ENROLMENT_PATHS } from '../../../src/domain/enrolment';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { postJsonFrom } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import { decideApplication } from '../../../server/modules/apply/decideApplication';
import { sampleApplication } from '../../../server/modules/apply/applyTesting';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';

/**
 * Driver of the buyerApplication machine (machines/domain/buyerApplication.ts) against the real
 * server:
 * - create: a draft is "nothing stored yet" (the apply page);
 * - `application.submit`: `POST /public/enrolment/apply` with the event's link (its references made
 *   unique per step, so paths do not collide) and a valid application. The server reads the facts
 *   itself; the driver makes them true first: `existing` -> Acme holds that reference during the
 *   step. The server's program settings are the demo program's, which the sample settings mirror;
 *   a refused link answers ENROLMENT_LINK_INVALID, the API's error for isEnrolmentLinkValid;
 * - `application.approve` / `decline`: `decideApplication`, the one decision path (the demo
 *   underwriting job and, later, the staff console);
 * - read: the stored application (no read API yet: the staff console of issue 14 brings one).
 * Not driven (refusals only): a decision before anything is stored, a stored application submitted
 * again (each submission stores a new one).
 */
interface ApplicationEntity {
  id: string | null;
}

const REFERENCE_COLUMNS = { clientReferenceId: 'client_reference_id', clientReferenceCustomerId: 'client_reference_customer_id', clientReferenceBuyerId: 'client_reference_buyer_id' } as const;

export function createBuyerApplicationDriver({ server }: { server: TestServer }): ApiDriver<ApplicationEntity> {
  let serial = 0;
  const base = () => server.url.replace('localhost', '127.0.0.1');

  async function submit(entity: ApplicationEntity, event: Extract<BuyerApplicationEvent, { type: 'application.submit' }>): Promise<StepResult> {
    serial += 1;
    const unique = (value: string | null) => (value === null ? null : `${value}-${serial}`);
    const link: EnrolmentLink = {
      ...event.link,
      references: {
        clientReferenceId: unique(event.link.references.clientReferenceId),
        clientReferenceCustomerId: unique(event.link.references.clientReferenceCustomerId),
        clientReferenceBuyerId: unique(event.link.references.clientReferenceBuyerId),
      },
    };
    const taken = Object.entries(event.existing).filter(([, exists]) => exists).map(([key]) => key as keyof typeof REFERENCE_COLUMNS);
    const before = await server.db.selectFrom('buyers').selectAll().where('id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow();
    for (const key of taken) await server.db.updateTable('buyers').set({ [REFERENCE_COLUMNS[key]]: link.references[key] }).where('id', '=', ACME_BUYER_ID).execute();
    try {
      // Its own loopback address per step: the per-address throttle of the public endpoint is not what is replayed.
      const reply = await postJsonFrom(`127.0.1.${serial % 250}`, `${base()}${ENROLMENT_PATHS.apply}`, {
        link, application: sampleApplication(`applicant.${serial}@contoso.example`), idempotencyKey: `replay-application-${Date.now()}-${serial}`,
      });
      const body = reply.body as { applicationId?: string; code?: string; messageId?: string };
      if (reply.status === 201 && body.applicationId) {
        entity.id = body.applicationId;
        return { kind: 'accepted' };
      }
      if (body.code === 'ENROLMENT_LINK_INVALID') return { kind: 'refused', code: body.code, rule: 'isEnrolmentLinkValid' };
      throw new Error(`buyer application driver: not a refusal but a failed call (${reply.status}): ${JSON.stringify(body)}`);
    } finally {
      const restore = Object.fromEntries(taken.map((key) => [REFERENCE_COLUMNS[key], before[REFERENCE_COLUMNS[key]]]));
      if (taken.length > 0) await server.db.updateTable('buyers').set(restore).where('id', '=', ACME_BUYER_ID).execute();
    }
  }

  async function decide(entity: ApplicationEntity, event: Exclude<BuyerApplicationEvent, { type: 'application.submit' }>): Promise<StepResult> {
    if (!entity.id) throw new Error(`buyer application driver: ${event.type} before the application was stored`);
    try {
      await decideApplication(
        server.services, entity.id,
        event.type === 'application.approve' ? { kind: 'approve', approvedLimitMinor: event.approvedLimitMinor } : { kind: 'decline', reason: event.reason },
        event.decidedBy,
      );
      return { kind: 'accepted' };
    } catch (error) {
      const extensions = (error as { extensions?: { code?: unknown; rule?: unknown } }).extensions;
      if (typeof extensions?.code !== 'string') throw error;
      return typeof extensions.rule === 'string' ? { kind: 'refused', code: extensions.code, rule: extensions.rule } : { kind: 'refused', code: extensions.code, message: (error as Error).message };
    }
  }

  return {
    refusalCodes: ['RULE_REFUSED', 'ENROLMENT_LINK_INVALID'],
    notDriven(event: AnyEventObject, from: AnyMachineSnapshot) {
      if (event.type === 'application.submit' && !from.matches('draft')) return 'not driven: each submission stores a new application, never an existing one again';
      if (event.type !== 'application.submit' && from.matches('draft')) return 'not driven: nothing is stored before the application is submitted, so there is nothing to decide';
      return null;
    },

    async create() {
      return { id: null };
    },

    async perform(entity, event: AnyEventObject) {
      const e = event as BuyerApplicationEvent;
      return e.type === 'application.submit' ? submit(entity, e) : decide(entity, e);
    },

    async read(entity): Promise<Observed> {
      if (!entity.id) return { status: 'draft' };
      const row = await server.db.selectFrom('buyer_applications').select(['status', 'context']).where('id', '=', entity.id).executeTakeFirstOrThrow();
      const context = row.context as { approvedLimitMinor: number | null; declineReason: string | null };
      return { status: row.status, approvedLimitMinor: context.approvedLimitMinor, declineReason: context.declineReason };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const s = snapshot as BuyerApplicationSnapshot;
      const status = buyerApplicationStatus(s);
      if (status === 'draft') return { status };
      return { status, approvedLimitMinor: s.context.approvedLimitMinor, declineReason: s.context.declineReason };
    },
  };
}

import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { primaryEmailChangeStatus, type PrimaryEmailChangeEvent, type PrimaryEmailChangeSnapshot } from '../../../machines/domain/primaryEmailChange';
import { normaliseEmail } from '../../../machines/rules/primaryEmailChange';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { DEMO_USER_IDS } from '../../../server/db/demoUsers';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import { servicerFor } from '../../../server/integrations/servicer/servicing';
import type { ServicerReceipt } from '../../../server/integrations/servicer/servicerGateway';
import { supportDeskFor } from '../../../server/modules/company/supportReview';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';
import { stepResultOf } from '../driverKit';

/**
 * Driver of the primaryEmailChange machine (machines/domain/primaryEmailChange.ts) against the real
 * API, as Acme's Buyer:Administrator, whose own e-mail is the primary contact's:
 * - create: a draft is "nothing stored yet" (the form). Acme's pending changes from earlier paths
 *   are rejected and the admin's address is admin@acme.example again (the catalog input's
 *   `currentEmail`; an approval on an earlier path changed it);
 * - `primaryEmail.submit`: the `requestPrimaryEmailChange` mutation. The server reads the facts
 *   itself; the driver makes them true first: `hasPendingChange` -> another change is requested
 *   first (the blocker, rejected again after the step); `emailInUse` -> another Acme user has the
 *   address during the step (the sso user's address is swapped and restored);
 * - `primaryEmail.approved` / `rejected`: support's decision as the servicer reports it
 *   (`servicerFor(...).reportNow`), the receipt being the step's result; `emailInUse` on an
 *   approval -> another user takes the address during the step, as above;
 * - read: the `primaryEmailChange(id)` query.
 * Not driven (refusals only): a decision before anything is stored, a stored change submitted again.
 */
const REQUEST = 'mutation($input: RequestPrimaryEmailChangeInput!) { requestPrimaryEmailChange(input: $input) { id } }';
const READ = 'query($id: ID!) { primaryEmailChange(id: $id) { status newEmail rejectionReason } }';
const ADMIN_EMAIL = 'admin@acme.example';
const SSO_EMAIL = 'sso@acme.example';
const BLOCKER_EMAIL = 'blocker@acme.example';

interface PrimaryEmailChangeEntity {
  id: string | null;
}

const receiptResult = (receipt: ServicerReceipt): StepResult =>
  receipt.kind === 'stored' ? { kind: 'accepted' } : { kind: 'refused', code: receipt.code, ...(receipt.rule ? { rule: receipt.rule } : { message: receipt.message }) };

export function createPrimaryEmailChangeDriver({ server, admin }: { server: TestServer; admin: ApiSession }): ApiDriver<PrimaryEmailChangeEntity> {
  supportDeskFor(server.services).configure({ delayMs: null });
  let serial = 0;
  const key = () => `email-replay-${Date.now()}-${++serial}`;
  const servicer = () => servicerFor(server.services);
  const setEmail = (userId: string, email: string) => server.db.updateTable('users').set({ email }).where('id', '=', userId).execute();

  /**
   * Runs `work` while another Acme user (the sso user) has `email`, when `inUse` says so. An address
   * the admin holds already (a decided change sent again) is left alone: the machine refuses there
   * whatever the fact says.
   */
  async function withAddressTaken<T>(inUse: boolean, email: string, work: () => Promise<T>): Promise<T> {
    const holder = await server.db.selectFrom('users').select('id').where('email', '=', normaliseEmail(email)).executeTakeFirst();
    if (!inUse && holder && holder.id !== DEMO_USER_IDS.admin) throw new Error(`primary e-mail driver: ${email} is in use, but the event says it is not`);
    if (!inUse || holder) return work();
    await setEmail(DEMO_USER_IDS.sso, normaliseEmail(email));
    try {
      return await work();
    } finally {
      await setEmail(DEMO_USER_IDS.sso, SSO_EMAIL);
    }
  }

  async function rejectPending(): Promise<void> {
    const pending = await server.db.selectFrom('primary_email_changes').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'submitted').execute();
    for (const { id } of pending) {
      const receipt = await servicer().reportNow({ kind: 'primaryEmail.rejected', changeId: id, reason: 'api replay cleanup' });
      if (receipt.kind !== 'stored') throw new Error(`primary e-mail driver: could not clear ${id}: ${JSON.stringify(receipt)}`);
    }
  }

  async function submit(entity: PrimaryEmailChangeEntity, event: Extract<PrimaryEmailChangeEvent, { type: 'primaryEmail.submit' }>): Promise<StepResult> {
    if (event.hasPendingChange) {
      const blocker = await graphql(server.url, admin, REQUEST, { input: { idempotencyKey: key(), newEmail: BLOCKER_EMAIL } });
      if (blocker.body.errors) throw new Error(`primary e-mail driver: the blocker was refused: ${JSON.stringify(blocker.body.errors)}`);
    }
    try {
      return await withAddressTaken(event.emailInUse, event.newEmail, async () => {
        const reply = await graphql(server.url, admin, REQUEST, { input: { idempotencyKey: key(), newEmail: event.newEmail } });
        const result = stepResultOf(reply);
        if (result.kind === 'accepted') entity.id = (reply.body.data as { requestPrimaryEmailChange: { id: string } }).requestPrimaryEmailChange.id;
        return result;
      });
    } finally {
      if (event.hasPendingChange) {
        const blockers = await server.db.selectFrom('primary_email_changes').select('id').where('new_email', '=', BLOCKER_EMAIL).where('status', '=', 'submitted').execute();
        for (const { id } of blockers) await servicer().reportNow({ kind: 'primaryEmail.rejected', changeId: id, reason: 'api replay blocker' });
      }
    }
  }

  return {
    notDriven(event: AnyEventObject, from: AnyMachineSnapshot) {
      // Each request stores a new change: there is no submitting a stored one again to refuse.
      if (event.type === 'primaryEmail.submit' && !from.matches('draft')) return 'not driven: requestPrimaryEmailChange stores a new change each time, never an existing one again';
      // Support decides a stored change; before the request nothing is stored to report about.
      if (event.type !== 'primaryEmail.submit' && from.matches('draft')) return 'not driven: nothing is stored before the change is requested, so the servicer has no change to decide';
      return null;
    },

    async create() {
      await rejectPending();
      await setEmail(DEMO_USER_IDS.admin, ADMIN_EMAIL);
      return { id: null };
    },

    async perform(entity, event: AnyEventObject) {
      const e = event as PrimaryEmailChangeEvent;
      if (e.type === 'primaryEmail.submit') return submit(entity, e);
      if (!entity.id) throw new Error(`primary e-mail driver: ${e.type} before the change was stored`);
      const changeId = entity.id;
      if (e.type === 'primaryEmail.rejected') return receiptResult(await servicer().reportNow({ kind: 'primaryEmail.rejected', changeId, reason: e.reason ?? null }));
      const row = await server.db.selectFrom('primary_email_changes').select('new_email').where('id', '=', changeId).executeTakeFirstOrThrow();
      return withAddressTaken(e.emailInUse, row.new_email, async () => receiptResult(await servicer().reportNow({ kind: 'primaryEmail.approved', changeId })));
    },

    async read(entity): Promise<Observed> {
      if (!entity.id) return { status: 'draft' };
      const reply = await graphql(server.url, admin, READ, { id: entity.id });
      const change = (reply.body.data as { primaryEmailChange: { status: string; newEmail: string; rejectionReason: string | null } | null } | undefined)?.primaryEmailChange;
      if (!change) throw new Error(`primary e-mail change ${entity.id} not found: ${JSON.stringify(reply.body.errors)}`);
      return { status: change.status, newEmail: change.newEmail, rejectionReason: change.rejectionReason };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const s = snapshot as PrimaryEmailChangeSnapshot;
      const status = primaryEmailChangeStatus(s);
      if (status === 'draft') return { status };
      return { status, newEmail: s.context.newEmail, rejectionReason: s.context.rejectionReason };
    },
  };
}

import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { creditIncreaseStatus, type CreditIncreaseEvent, type CreditIncreaseSnapshot } from '../../../machines/domain/creditIncrease';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { DEMO_PASSWORD } from '../../../server/db/demoUsers';
import { DEMO_EMAILS } from '../../../server/modules/invoices/moduleTesting';
import { graphql, openApiSession, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { DemoUnderwriting } from '../../../server/integrations/underwriting/demoUnderwriting';
import type { DeclineReason, UnderwritingDecision } from '../../../server/integrations/underwriting/underwritingGateway';
import { expireCreditIncrease } from '../../../server/modules/creditIncreases/expireCreditIncrease';
import { underwritingFor } from '../../../server/modules/creditIncreases/underwriting';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';
import { stepResultOf } from '../driverKit';

/**
 * Driver of the creditIncrease machine (machines/domain/creditIncrease.ts) against the real API,
 * as Acme's Buyer:Administrator:
 * - create: a draft is "nothing stored yet" (the form), so the entity starts without an id; any
 *   request of Acme still pending from an earlier path is declined first, so `hasPendingRequest`
 *   is false unless the event says otherwise;
 * - `creditIncrease.submit`: the `requestCreditIncrease` mutation with the event's request. When
 *   the event's fact `hasPendingRequest` is true, another request is submitted first (the
 *   blocker), and declined again after the step. The server takes the buyer's currency (USD), so
 *   the currency is not compared;
 * - `creditIncrease.approved` / `declined`: underwriting's answer through the demo underwriting's
 *   test hook (`configure({ decisionFor })` then `decideNow`), stored by decideCreditIncrease;
 * - `creditIncrease.expire`: the server's expiry check of one request (expireCreditIncrease, what
 *   the background check runs) on the server's clock, moved forward to the event's `now`. The
 *   machine's sample dates lie before the server's real clock, so each path's dates are shifted by
 *   whole days into the server's present: the request is submitted with start/end date + `shiftDays`,
 *   the clock is moved to the event's `now` + `shiftDays`, and reads shift the dates back. The
 *   distance to the end-of-day boundary is therefore exactly the machine's;
 * - read: the `creditIncreaseRequest(id)` query.
 */

/** How far ahead of the server's clock a path's first instant is shifted, at least. */
const REPLAY_HEADROOM_MS = 60 * 60 * 1000;

const REQUEST = 'mutation($input: RequestCreditIncreaseInput!) { requestCreditIncrease(input: $input) { id } }';
const DAY_MS = 24 * 60 * 60 * 1000;
const shiftDate = (date: string | null | undefined, days: number) => (date ? new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10) : null);
const READ = `query($id: ID!) { creditIncreaseRequest(id: $id) { status type requestedAmount { amountMinor } startDate endDate reason
  approvedAmount { amountMinor } declineReason } }`;
const BLOCKER = { type: 'permanent', amountMinor: 100_000, reason: 'api replay: the other pending request' };

interface CreditIncreaseEntity {
  id: string | null;
  /** Whole days added to the machine's dates and instants for this path (see above). */
  shiftDays: number;
}

interface RequestRead {
  status: string;
  type: string;
  requestedAmount: { amountMinor: number };
  startDate: string | null;
  endDate: string | null;
  reason: string | null;
  approvedAmount: { amountMinor: number } | null;
  declineReason: string | null;
}

export interface CreditIncreaseDriverOptions {
  server: TestServer;
  /** Acme's Buyer:Administrator. */
  admin: ApiSession;
}

export interface CreditIncreaseDriver extends ApiDriver<CreditIncreaseEntity> {
  /** Restores the demo underwriting's own decision rule (call after the replay). */
  stop(): void;
}

export function createCreditIncreaseDriver({ server, admin }: CreditIncreaseDriverOptions): CreditIncreaseDriver {
  const underwriting: DemoUnderwriting = underwritingFor(server.services);
  underwriting.configure({ delayMs: null });
  let session: ApiSession = admin;
  let serial = 0;
  const key = () => `credit-replay-${Date.now()}-${++serial}`;

  /** A GraphQL call as Acme's admin; signs in again once when a moved clock expired the token. */
  async function call(query: string, variables: Record<string, unknown>) {
    let reply = await graphql(server.url, session, query, variables);
    if (reply.body.errors?.[0]?.extensions?.['code'] === 'UNAUTHENTICATED') {
      session = await openApiSession(server.url, DEMO_EMAILS.admin, DEMO_PASSWORD);
      reply = await graphql(server.url, session, query, variables);
    }
    return reply;
  }

  /** Moves the server's clock forward to `target` (never backwards: a path's shift keeps its instants ahead). */
  function moveClockTo(target: number): void {
    const ahead = target - server.services.now().getTime();
    if (ahead < 0) throw new Error(`credit increase driver: the server's clock is already ${-ahead} ms past ${new Date(target).toISOString()}`);
    server.advanceTime(ahead);
  }

  /** The expiry check of one request; a refusal is the machine's RULE_REFUSED naming its guard. */
  async function expire(entity: CreditIncreaseEntity & { id: string }, event: Extract<CreditIncreaseEvent, { type: 'creditIncrease.expire' }>): Promise<StepResult> {
    moveClockTo(Date.parse(event.now) + entity.shiftDays * DAY_MS);
    try {
      const expired = await expireCreditIncrease(server.db, entity.id, server.services.now());
      if (expired) return { kind: 'accepted' };
      // null: no longer approved. The server's own periodic check may have ended it first.
      const row = await server.db.selectFrom('credit_increase_requests').select('status').where('id', '=', entity.id).executeTakeFirstOrThrow();
      if (row.status === 'expired') return { kind: 'accepted' };
      return { kind: 'refused', code: 'RULE_REFUSED', rule: 'notAllowedInState', message: `request is ${row.status}` };
    } catch (error) {
      const extensions = (error as { extensions?: Record<string, unknown> }).extensions ?? {};
      if (typeof extensions['code'] !== 'string') throw error;
      return { kind: 'refused', code: extensions['code'], rule: typeof extensions['rule'] === 'string' ? extensions['rule'] : undefined, message: (error as Error).message };
    }
  }

  async function decide(id: string, decision: UnderwritingDecision): Promise<void> {
    underwriting.configure({ decisionFor: () => decision });
    await underwriting.decideNow(id);
  }

  /** Declines Acme's pending requests (left by earlier paths or blockers). */
  async function clearPending(): Promise<void> {
    const pending = await server.db.selectFrom('credit_increase_requests').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'submitted').execute();
    for (const { id } of pending) await decide(id, { kind: 'declined', reason: 'amountAboveCreditLimit' });
  }

  async function submit(entity: CreditIncreaseEntity, event: Extract<CreditIncreaseEvent, { type: 'creditIncrease.submit' }>): Promise<StepResult> {
    // Dates into the server's present, so the path's later instants can be reached by moving the clock
    // forward. At least an hour ahead: the server's clock runs on while the path is replayed, and a
    // shift that left the path's next instant a few hundred ms ahead was overtaken on a busy machine.
    entity.shiftDays = Math.max(0, Math.ceil((server.services.now().getTime() + REPLAY_HEADROOM_MS - Date.parse(event.now)) / DAY_MS));
    if (event.hasPendingRequest) {
      const blocker = await call(REQUEST, { input: { ...BLOCKER, idempotencyKey: key() } });
      if (blocker.body.errors) throw new Error(`credit increase driver: the blocker was refused: ${JSON.stringify(blocker.body.errors)}`);
    }
    const { type, amountMinor, startDate = null, endDate = null, reason = null } = event.request;
    const input = { idempotencyKey: key(), type, amountMinor, startDate: shiftDate(startDate, entity.shiftDays), endDate: shiftDate(endDate, entity.shiftDays), reason };
    const reply = await call(REQUEST, { input });
    const result = stepResultOf(reply);
    if (result.kind === 'accepted') entity.id = (reply.body.data as { requestCreditIncrease: { id: string } }).requestCreditIncrease.id;
    if (event.hasPendingRequest) await clearPending();
    return result;
  }

  return {
    notDriven: () => null,

    async create() {
      await clearPending();
      return { id: null, shiftDays: 0 };
    },

    async perform(entity, event: AnyEventObject) {
      const e = event as CreditIncreaseEvent;
      if (e.type === 'creditIncrease.submit') return submit(entity, e);
      if (!entity.id) throw new Error(`credit increase driver: ${e.type} before the request was stored`);
      if (e.type === 'creditIncrease.expire') return expire({ ...entity, id: entity.id }, e);
      if (e.type === 'creditIncrease.approved') {
        const row = await server.db.selectFrom('credit_increase_requests').select('amount_minor').where('id', '=', entity.id).executeTakeFirstOrThrow();
        await decide(entity.id, { kind: 'approved', approvedAmountMinor: e.approvedAmountMinor ?? row.amount_minor });
      } else {
        // Underwriting may give any reason; the demo's type names only its own.
        await decide(entity.id, { kind: 'declined', reason: (e.reason ?? null) as DeclineReason });
      }
      return { kind: 'accepted' };
    },

    async read(entity): Promise<Observed> {
      if (!entity.id) return { status: 'draft' };
      const reply = await call(READ, { id: entity.id });
      const request = (reply.body.data as { creditIncreaseRequest: RequestRead | null } | undefined)?.creditIncreaseRequest;
      if (!request) throw new Error(`credit increase ${entity.id} not found: ${JSON.stringify(reply.body.errors)}`);
      return {
        status: request.status,
        type: request.type,
        amountMinor: request.requestedAmount.amountMinor,
        startDate: shiftDate(request.startDate, -entity.shiftDays),
        endDate: shiftDate(request.endDate, -entity.shiftDays),
        reason: request.reason,
        approvedAmountMinor: request.approvedAmount?.amountMinor ?? null,
        declineReason: request.declineReason,
      };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const s = snapshot as CreditIncreaseSnapshot;
      const status = creditIncreaseStatus(s);
      const { request, approvedAmountMinor, declineReason } = s.context;
      if (status === 'draft' || !request) return { status: 'draft' };
      return {
        status,
        type: request.type,
        amountMinor: request.amountMinor,
        startDate: request.startDate ?? null,
        endDate: request.endDate ?? null,
        reason: request.reason ?? null,
        approvedAmountMinor,
        declineReason,
      };
    },

    stop: () => underwriting.configure({ decisionFor: undefined }),
  };
}

import { randomUUID } from 'node:crypto';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { bankMandateStatus, type BankMandateSnapshot } from '../../../machines/domain/bankMandate';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../../../server/db/demoUsers';
import { graphql, openApiSession, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { DemoMandates } from '../../../server/integrations/bank/demoMandates';
import type { MandateOutcome } from '../../../server/integrations/bank/mandateGateway';
import { startMandateWorker } from '../../../server/modules/bankAccounts/mandateWorker';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';

/**
 * Driver of the bankMandate machine (machines/domain/bankMandate.ts) against the real API. The
 * machine follows one buyer's direct-debit setup, so each path gets a buyer of its own:
 * - create: a new buyer (a copy of Acme's terms) and its Buyer:Administrator, written as fixture
 *   rows, then the first bank account through `addBankAccount`: the mandate starts pending;
 * - `bankAccount.replace`, `bankAccount.add`, `mandate.retry`: `addBankAccount` as that admin (the
 *   server picks the event from the stored mandate, as the browser does). `mandate.retry` carries a
 *   time: the server's clock is moved to the same distance from the failure (`advanceTime`), so
 *   "15 minutes after the failure" is checked on both sides;
 * - `mandate.signed` / `failed` / `unsupported` / `cancelled`: the bank's answer through the demo
 *   mandate bank's test hooks (`configure({ outcomeFor })` + `settleNow`; `revoke` for a signed
 *   mandate the buyer cancels at the bank), stored by the server's settleMandate;
 * - read: the `bankAccounts` query; the newest account's mandate is the buyer's mandate.
 *
 * Like the payment driver it runs its own mandate worker (the server's wiring) with a log it reads,
 * and reads the rule book's refusal record for refused bank answers.
 */
const ADD = 'mutation($input: AddBankAccountInput!) { addBankAccount(input: $input) { id mandate { status } } }';
const READ = '{ bankAccounts { accounts { id status mandate { status failedAt failureReason } } } }';

export interface MandateEntity {
  buyerId: string;
  email: string;
  session: ApiSession;
  /** Server time minus machine time of the last failure, so retries are sent at the same distance from it. */
  failureOffsetMs: number | null;
}

interface AccountRead {
  id: string;
  status: string;
  mandate: { status: string; failedAt: string | null; failureReason: string | null };
}

interface RefusalRecord {
  message?: string;
  machineId?: string;
  entity?: { id?: string };
  rule?: { name?: string };
}

export interface BankMandateDriver extends ApiDriver<MandateEntity> {
  stop(): Promise<void>;
  /** The buyer revokes the signed mandate of one of its accounts at its bank (the bankAccount driver's `bankAccount.removed`). */
  revoke(accountId: string): Promise<void>;
}

const OUTCOMES: Readonly<Record<string, (event: AnyEventObject) => MandateOutcome>> = {
  'mandate.signed': () => ({ kind: 'signed' }),
  'mandate.failed': (event) => ({ kind: 'failed', reason: String((event as { reason?: unknown }).reason) }),
  'mandate.unsupported': () => ({ kind: 'unsupported' }),
  'mandate.cancelled': () => ({ kind: 'cancelled' }),
};

/** Any valid GB account (the scheme does not matter to the mandate machine). */
const gbAccount = (key: string) => ({
  idempotencyKey: key, bankingCountry: 'GB', holderName: 'Replay Ltd', accountName: '', bankName: 'Replay Bank', branchCode: '20-00-00',
  accountNumber: '55779911', accountNumberConfirmation: '55779911', iban: '', ibanConfirmation: '', autoPay: true,
});

export async function createBankMandateDriver({ server }: { server: TestServer }): Promise<BankMandateDriver> {
  const log: string[] = [];
  const mandates: DemoMandates = startMandateWorker(server.services, { settleMs: null, log: (m) => log.push(m) });
  const acme = await server.db.selectFrom('buyers').selectAll().where('id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow();
  const admin = await server.db.selectFrom('users').selectAll().where('id', '=', DEMO_USER_IDS.admin).executeTakeFirstOrThrow();
  let serial = 0;
  const key = () => `mandate-replay-${Date.now()}-${++serial}`;

  const signIn = async (entity: MandateEntity) => {
    entity.session = await openApiSession(server.url, entity.email, DEMO_PASSWORD);
  };

  /** A GraphQL call as the entity's admin; signs in again once when a moved clock expired the token. */
  async function call(entity: MandateEntity, query: string, variables: Record<string, unknown> = {}) {
    let reply = await graphql(server.url, entity.session, query, variables);
    if (reply.body.errors?.[0]?.extensions?.['code'] === 'UNAUTHENTICATED') {
      await signIn(entity);
      reply = await graphql(server.url, entity.session, query, variables);
    }
    return reply;
  }

  async function current(entity: MandateEntity): Promise<AccountRead> {
    const reply = await call(entity, READ);
    if (reply.body.errors?.length) throw new Error(`bankAccounts: ${JSON.stringify(reply.body.errors)}`);
    const account = (reply.body.data as { bankAccounts: { accounts: AccountRead[] } }).bankAccounts.accounts[0];
    if (!account) throw new Error(`buyer ${entity.buyerId} has no bank account`);
    return account;
  }

  async function add(entity: MandateEntity): Promise<StepResult> {
    const reply = await call(entity, ADD, { input: gbAccount(key()) });
    const error = reply.body.errors?.[0];
    if (!error) return { kind: 'accepted' };
    const extensions = error.extensions ?? {};
    return { kind: 'refused', code: String(extensions['code']), rule: typeof extensions['rule'] === 'string' ? extensions['rule'] : undefined, message: error.message };
  }

  /** Moves the server's clock to `machineNow` + the entity's failure offset (never backwards), keeping a fresh token. */
  async function moveClockTo(entity: MandateEntity, machineNow: string): Promise<void> {
    if (entity.failureOffsetMs === null) return;
    const target = Date.parse(machineNow) + entity.failureOffsetMs;
    const ahead = target - server.services.now().getTime();
    if (ahead > 60_000) {
      server.advanceTime(ahead - 60_000);
      await signIn(entity);
    }
    const rest = target - server.services.now().getTime();
    if (rest > 0) server.advanceTime(rest);
  }

  /** The bank's answer; a refusal shows as the worker's log line and the rule book's refusal record. */
  async function answer(entity: MandateEntity, event: AnyEventObject): Promise<StepResult> {
    const account = await current(entity);
    const outcome = OUTCOMES[event.type]!(event);
    const records: RefusalRecord[] = [];
    const info = console.info;
    console.info = (...args: unknown[]) => {
      const record = typeof args[0] === 'string' && args[0].startsWith('{') ? (JSON.parse(args[0]) as RefusalRecord) : null;
      if (record?.message === 'domain event refused' && record.entity?.id === entity.buyerId) records.push(record);
      else info(...args);
    };
    log.length = 0;
    try {
      if (outcome.kind === 'cancelled' && account.mandate.status === 'signed') await mandates.revoke(account.id);
      else {
        mandates.configure({ outcomeFor: () => outcome });
        await mandates.settleNow(account.id);
      }
    } finally {
      console.info = info;
    }
    const prefix = `demo mandates: could not store the answer for ${account.id}: `;
    const failure = log.find((line) => line.startsWith(prefix));
    if (failure !== undefined) {
      const record = records.find((r) => r.machineId === 'bankMandate');
      const message = failure.slice(prefix.length);
      return record?.rule?.name ? { kind: 'refused', code: 'RULE_REFUSED', rule: record.rule.name, message } : { kind: 'refused', code: 'STORE_FAILED', message };
    }
    if (event.type === 'mandate.failed') {
      const failedAt = (await current(entity)).mandate.failedAt;
      entity.failureOffsetMs = failedAt ? Date.parse(failedAt) - Date.parse(String((event as { now?: unknown }).now)) : null;
    }
    return { kind: 'accepted' };
  }

  return {
    notDriven: () => null,

    async create() {
      const n = ++serial;
      const buyerId = randomUUID();
      const email = `mandate-replay-${n}-${buyerId.slice(0, 8)}@replay.example`;
      await server.db.insertInto('buyers').values({ ...acme, id: buyerId, name: `Mandate Replay ${n}`, client_reference_buyer_id: null }).execute();
      await server.db
        .insertInto('users')
        .values({ ...admin, id: randomUUID(), buyer_id: buyerId, group_id: null, email, parent_user_id: null, failed_sign_ins: 0, last_failed_sign_in_at: null, locked_until: null, roles: JSON.stringify(admin.roles), contact_types: JSON.stringify(admin.contact_types), invoice_permissions: JSON.stringify(admin.invoice_permissions), status_context: JSON.stringify(admin.status_context), invite_key: null, is_primary_user: false })
        .execute();
      const entity: MandateEntity = { buyerId, email, session: await openApiSession(server.url, email, DEMO_PASSWORD), failureOffsetMs: null };
      const first = await add(entity);
      if (first.kind !== 'accepted') throw new Error(`bank mandate driver: the first account was refused (${JSON.stringify(first)})`);
      return entity;
    },

    async perform(entity, event) {
      if (event.type in OUTCOMES) return answer(entity, event);
      if (event.type === 'mandate.retry') await moveClockTo(entity, String((event as { now?: unknown }).now));
      if (event.type === 'mandate.retry' || event.type === 'bankAccount.replace' || event.type === 'bankAccount.add') return add(entity);
      throw new Error(`bank mandate driver: ${event.type} is not driven`);
    },

    async read(entity): Promise<Observed> {
      const account = await current(entity);
      return { status: account.mandate.status, failureReason: account.mandate.failureReason, accountRemoved: account.status === 'removed' };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const mandate = snapshot as BankMandateSnapshot;
      const status = bankMandateStatus(mandate);
      return { status, failureReason: mandate.context.failureReason, accountRemoved: status === 'cancelled' };
    },

    stop: () => mandates.stop(),
    revoke: (accountId) => mandates.revoke(accountId),
  };
}

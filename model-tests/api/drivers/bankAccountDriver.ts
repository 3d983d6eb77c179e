import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { bankAccountStatus, type BankAccountSnapshot } from '../../../machines/domain/bankAccount';
import { graphql } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';
import type { BankMandateDriver, MandateEntity } from './bankMandateDriver';

/**
 * Driver of the bankAccount machine (machines/domain/bankAccount.ts: one active account at a time,
 * removed when its mandate is cancelled) against the real API, on top of the bankMandate driver's
 * buyer per path:
 * - create: a new buyer and its first account through `addBankAccount`, its mandate signed by the
 *   demo mandate bank (an active account whose buyer may add the next);
 * - `bankAccount.superseded`: `addBankAccount` again as the buyer's admin (the new account is
 *   active, this one inactive);
 * - `bankAccount.removed`: the buyer revokes this account's signed mandate at the bank (the demo
 *   mandate bank's `revoke`); the server's settleMandate removes the account;
 * - read: this account's status in the `bankAccounts` query.
 */
interface AccountEntity {
  mandate: MandateEntity;
  accountId: string;
}

const READ = '{ bankAccounts { accounts { id status } } }';

export function createBankAccountDriver({ server, mandates }: { server: TestServer; mandates: BankMandateDriver }): ApiDriver<AccountEntity> {
  async function accounts(entity: MandateEntity): Promise<{ id: string; status: string }[]> {
    const reply = await graphql(server.url, entity.session, READ);
    if (reply.body.errors?.length) throw new Error(`bankAccounts: ${JSON.stringify(reply.body.errors)}`);
    return (reply.body.data as { bankAccounts: { accounts: { id: string; status: string }[] } }).bankAccounts.accounts;
  }

  return {
    notDriven: () => null,

    async create(initial) {
      const mandate = await mandates.create(initial);
      const signed = await mandates.perform(mandate, { type: 'mandate.signed', now: server.services.now().toISOString() });
      if (signed.kind !== 'accepted') throw new Error(`bank account driver: the first mandate was not signed (${JSON.stringify(signed)})`);
      const [first] = await accounts(mandate);
      if (!first) throw new Error('bank account driver: the buyer has no account');
      return { mandate, accountId: first.id };
    },

    async perform(entity, event: AnyEventObject): Promise<StepResult> {
      if (event.type === 'bankAccount.superseded') return mandates.perform(entity.mandate, { type: 'bankAccount.add', now: server.services.now().toISOString() });
      if (event.type === 'bankAccount.removed') {
        await mandates.revoke(entity.accountId);
        return { kind: 'accepted' };
      }
      throw new Error(`bank account driver: ${event.type} is not driven`);
    },

    async read(entity): Promise<Observed> {
      const account = (await accounts(entity.mandate)).find((a) => a.id === entity.accountId);
      return { status: account?.status ?? 'not listed' };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      return { status: bankAccountStatus(snapshot as BankAccountSnapshot) };
    },
  };
}

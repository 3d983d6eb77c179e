import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { userStatusOf, type UserStatusEvent, type UserStatusSnapshot } from '../../../machines/domain/userStatus';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { DEMO_USER_IDS } from '../../../server/db/demoUsers';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import { applyUserStatusEvent } from '../../../server/modules/users/userStatusMachine';
import { inviteInput } from '../../../server/modules/users/userTesting';
import type { ApiDriver, Observed } from '../apiReplay';
import { stepResultOf } from '../driverKit';

/**
 * Driver of the userStatus machine (machines/domain/userStatus.ts) against the real API, as Acme's
 * administrator:
 * - create: a user invited through `inviteUser` (pending);
 * - `user.suspend` / `user.reEnable` / `user.deactivate`: the mutations. A deactivation's facts are
 *   the server's: the driver first makes the account's facts the event's (the invited user receives
 *   invoice e-mails or not; with `otherInvoiceReceiverCount` 0 nobody else does);
 * - `user.activate`: the server's own step (applyUserStatusEvent), which the sign-up page's
 *   completion calls (server/modules/activation, with the event's own `now` here); not an
 *   administrator's mutation;
 * - `user.disable` / `user.enable`: the Active/Inactive toggle, `setUserActive`; switching off
 *   takes the deactivation facts like `user.deactivate` (made true on the server first);
 * - not driven: a deactivation by the user themself (the driver acts as the administrator on a user it invited;
 *   server/modules/users/users.test.ts refuses the admin's own deactivation);
 * - read: the `accountUser` query's status.
 */
interface InvitedUser {
  id: string;
}

const SUSPEND = 'mutation($input: SuspendUserInput!) { suspendUser(input: $input) { id } }';
const RE_ENABLE = 'mutation($userId: ID!) { reEnableUser(userId: $userId) { id } }';
const SET_ACTIVE = 'mutation($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { id } }';
const DEACTIVATE = 'mutation($userId: ID!) { deactivateUser(userId: $userId) { id } }';
const INVITE = 'mutation($input: InviteUserInput!) { inviteUser(input: $input) { id } }';
const USER = 'query($id: ID!) { accountUser(id: $id) { status } }';

export function createUserStatusDriver({ server, admin }: { server: TestServer; admin: ApiSession }): ApiDriver<InvitedUser> {
  const acmeReceivers = async (on: boolean) => {
    await server.db.updateTable('users').set({ receive_email: on }).where('id', 'in', [DEMO_USER_IDS.admin, DEMO_USER_IDS.payer]).execute();
  };

  return {
    notDriven: (event) => {
      const facts = (event as Extract<UserStatusEvent, { type: 'user.deactivate' }>).facts;
      if (event.type === 'user.deactivate' && facts.targetUserId === facts.actingUserId) return 'not driven: the driver deactivates users it invited, never itself';
      return null;
    },

    async create() {
      await acmeReceivers(true);
      const reply = await graphql(server.url, admin, INVITE, inviteInput());
      const id = (reply.body.data as { inviteUser?: { id: string } } | undefined)?.inviteUser?.id;
      if (!id) throw new Error(`user status driver: the invitation failed ${JSON.stringify(reply.body.errors)}`);
      return { id };
    },

    async perform(user, event: AnyEventObject) {
      const e = event as UserStatusEvent;
      switch (e.type) {
        case 'user.suspend':
          return stepResultOf(await graphql(server.url, admin, SUSPEND, { input: { userId: user.id, reason: e.reason } }));
        case 'user.reEnable':
          return stepResultOf(await graphql(server.url, admin, RE_ENABLE, { userId: user.id }));
        case 'user.enable':
          return stepResultOf(await graphql(server.url, admin, SET_ACTIVE, { userId: user.id, active: true }));
        case 'user.disable':
        case 'user.deactivate':
          await server.db.updateTable('users').set({ receive_email: e.facts.receivesInvoiceEmails }).where('id', '=', user.id).execute();
          // Users of earlier paths receive nothing; the seeded receivers only when the event says others do.
          await server.db.updateTable('users').set({ receive_email: false }).where('buyer_id', '=', ACME_BUYER_ID).where('id', '<>', user.id).execute();
          await acmeReceivers(e.facts.otherInvoiceReceiverCount > 0);
          try {
            return e.type === 'user.disable'
              ? stepResultOf(await graphql(server.url, admin, SET_ACTIVE, { userId: user.id, active: false }))
              : stepResultOf(await graphql(server.url, admin, DEACTIVATE, { userId: user.id }));
          } finally {
            await acmeReceivers(true);
          }
        case 'user.activate':
          await server.db.transaction().execute(async (trx) => {
            const row = await trx.selectFrom('users').select(['id', 'buyer_id', 'status', 'status_context']).where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
            await applyUserStatusEvent(trx, row, e, new Date(e.now), { userId: user.id, role: null });
          });
          return { kind: 'accepted' };
        default:
          throw new Error(`user status driver: ${(e as { type: string }).type} is not driven`);
      }
    },

    async read(user): Promise<Observed> {
      const reply = await graphql(server.url, admin, USER, { id: user.id });
      return { status: (reply.body.data as { accountUser: { status: string } }).accountUser.status };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      return { status: userStatusOf(snapshot as UserStatusSnapshot) };
    },
  };
}

import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { activationLinkStatus, type ActivationLinkContext, type ActivationLinkEvent, type ActivationLinkSnapshot } from '../../../machines/domain/activationLink';
import { instantMs } from '../../../machines/rules/instant';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { DEMO_PASSWORD } from '../../../server/db/demoUsers';
import { graphql, openApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import { activationCall, inviteForActivation, newestActivationToken } from '../../../server/modules/activation/activationTesting';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';
import { stepResultOf } from '../driverKit';

/**
 * Driver of the activationLink machine (machines/domain/activationLink.ts) against the real API:
 * - create: Acme's admin invites a purchaser (`inviteUser`); the link's expiry is then set to the
 *   path's start (the catalog's default link), and the server clock follows each event's `now`;
 * - `activationLink.open` / `.activate` / `.resend`: the invitee's public endpoints
 *   (server/modules/activation), without a session; `activate` sets the password (the program's
 *   BuyerCreate code is switched off for the run: its own tests are server/modules/activation's);
 *   `resend`'s `buyerStatus` is made Acme's for that step. "Token expired" from open or activate is
 *   the machine's accepted move to `expired`; a refused resend names the rule (`canResend`);
 * - `activationLink.reissue` / `.withdraw`: the administrator's `resendInvitation` and
 *   `deactivateUser` (a fresh session at the moved clock);
 * - read: the stored status of the invitation (the Users table shows the same, see userRecords.ts).
 */
interface Invitation {
  userId: string;
  email: string;
  token: string;
}

const RESEND = 'mutation($userId: ID!) { resendInvitation(userId: $userId) { id } }';
const DEACTIVATE = 'mutation($userId: ID!) { deactivateUser(userId: $userId) { id } }';
const ADDRESS = '127.0.4.1';

export function createActivationLinkDriver({ server }: { server: TestServer }): ApiDriver<Invitation> {
  const setClock = (now: string) => server.advanceTime(instantMs(now) - server.services.now().getTime());
  const admin = () => openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
  const expiredIsAccepted = (reply: { status: number; body: { code?: string } }): StepResult => {
    if (reply.status === 200 || reply.body.code === 'ACTIVATION_LINK_EXPIRED') return { kind: 'accepted' };
    throw new Error(`activation link driver: unexpected answer ${JSON.stringify(reply)}`);
  };

  return {
    notDriven: () => null,
    refusalCodes: ['RULE_REFUSED', 'ACTIVATION_LINK_EXPIRED'],

    async create(initial: AnyMachineSnapshot) {
      server.advanceTime(Date.now() - server.services.now().getTime()); // back to the real clock for the invitation
      await server.db.updateTable('programs').set({ mfa_at_buyer_create: false }).execute();
      const { user, token } = await inviteForActivation(server);
      const context = initial.context as ActivationLinkContext;
      await server.db.updateTable('user_invitations').set({ context: JSON.stringify(context), status: 'valid' }).where('user_id', '=', user.id).execute();
      return { userId: user.id, email: user.email, token };
    },

    async perform(invitation, event: AnyEventObject) {
      const e = event as ActivationLinkEvent;
      setClock(e.now);
      switch (e.type) {
        case 'activationLink.open':
          return expiredIsAccepted(await activationCall(server, ADDRESS, 'open', { token: invitation.token }));
        case 'activationLink.activate':
          return expiredIsAccepted(await activationCall(server, ADDRESS, 'complete', { token: invitation.token, password: 'Blue-Harbor-72!' }));
        case 'activationLink.resend': {
          await server.db.updateTable('buyers').set({ status: e.buyerStatus }).where('id', '=', ACME_BUYER_ID).execute();
          try {
            const reply = await activationCall(server, ADDRESS, 'resend', { token: invitation.token });
            if (reply.status === 200) {
              invitation.token = await newestActivationToken(server, invitation.email);
              return { kind: 'accepted' };
            }
            const refusal = reply.body['refusal'] as { rule?: string } | undefined;
            if (reply.body.code === 'ACTIVATION_LINK_EXPIRED' && refusal?.rule) return { kind: 'refused', code: 'ACTIVATION_LINK_EXPIRED', rule: refusal.rule };
            throw new Error(`activation link driver: unexpected resend answer ${JSON.stringify(reply)}`);
          } finally {
            await server.db.updateTable('buyers').set({ status: 'active' }).where('id', '=', ACME_BUYER_ID).execute();
          }
        }
        case 'activationLink.reissue': {
          const result = stepResultOf(await graphql(server.url, await admin(), RESEND, { userId: invitation.userId }));
          if (result.kind === 'accepted') invitation.token = await newestActivationToken(server, invitation.email);
          return result;
        }
        case 'activationLink.withdraw':
          return stepResultOf(await graphql(server.url, await admin(), DEACTIVATE, { userId: invitation.userId }));
        default:
          throw new Error(`activation link driver: ${(e as AnyEventObject).type} is not driven`);
      }
    },

    async read(invitation): Promise<Observed> {
      const row = await server.db.selectFrom('user_invitations').select('status').where('user_id', '=', invitation.userId).executeTakeFirstOrThrow();
      return { status: row.status };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      return { status: activationLinkStatus(snapshot as ActivationLinkSnapshot) };
    },
  };
}

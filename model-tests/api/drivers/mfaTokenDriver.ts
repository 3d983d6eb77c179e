import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { isMfaTokenExpired, isMfaTokenUsedUp } from '../../../machines/rules/mfaToken';
import { mfaTokenStatus, type MfaTokenContext, type MfaTokenEvent, type MfaTokenSnapshot } from '../../../machines/domain/mfaToken';
import { DEMO_USER_IDS } from '../../../server/db/demoUsers';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import { createVirtualCard, latestCode, REQUEST_REVEAL, REVEAL } from '../../../server/modules/purchaseCards/cardTesting';
import { cardIssuerFor } from '../../../server/modules/purchaseCards/issuance';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';

/**
 * Driver of the mfaToken machine (machines/domain/mfaToken.ts) through the API that uses it today:
 * the card-number reveal (spec 6 RevealCardNumber), as Acme's administrator holding the card.
 * - input: the RevealCardNumber scope (single use), so the machine's paths are the reveal's;
 * - create: a new virtual card of the administrator, issued by the demo issuer, and
 *   `requestCardNumberReveal` (a pending token, its code e-mailed: read from the outbox); a new card
 *   per path, so the once-a-minute resend rule never answers instead of the machine;
 * - `mfa.verify`: `revealCardNumber` with the e-mailed code (codeMatches) or another one. The
 *   event's time is the server's: an event at or after the sample expiry moves the server's clock
 *   to the token's own expiry first. What each outcome answers: the number (confirmed, and used in
 *   the same request), MFA_CODE_INVALID (a wrong code counted), MFA_LOCKED_OUT (the 5th),
 *   MFA_CODE_EXPIRED (too late: removed). Any other answer is a refusal, and fails the replay;
 * - not driven: `mfa.use` (the request that confirms a RevealCardNumber token uses it at once:
 *   server/modules/mfa verifyAndUseMfaCode, so a confirmed token is observed after its use),
 *   `mfa.check` (no request checks a reveal token without using it) and `mfa.cancel` (closing the
 *   reveal dialog sends no request: an abandoned code expires);
 * - read: the stored token (status, wrong codes): no API answer shows a token itself.
 */
export interface RevealChallenge {
  cardId: string;
  challengeId: string;
  code: string;
  expiresAt: string;
}

/** The scope and expiry the replay's paths start from (the samples' BEFORE / AT_EXPIRY are relative to it). */
export const REVEAL_TOKEN_INPUT = { scope: 'RevealCardNumber', expiresAt: '2026-03-02T09:10:00Z' } as const;

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export function createMfaTokenDriver({ server, admin }: { server: TestServer; admin: ApiSession }): ApiDriver<RevealChallenge> {
  const issuer = cardIssuerFor(server.services);

  return {
    notDriven: (event) => {
      if (event.type === 'mfa.use') return 'not driven: the request that confirms a RevealCardNumber token uses it at once (driven inside mfa.verify)';
      if (event.type === 'mfa.check') return 'not driven: no request checks a card-number token without using it';
      if (event.type === 'mfa.cancel') return 'not driven: closing the reveal dialog sends no request (an abandoned code expires)';
      return null;
    },

    async create() {
      const card = await createVirtualCard(server, admin);
      await issuer.answerNow(card.id);
      const reply = await graphql(server.url, admin, REQUEST_REVEAL, { cardId: card.id });
      const challenge = (reply.body.data as { requestCardNumberReveal?: { challengeId: string; expiresAt: string } } | undefined)?.requestCardNumberReveal;
      if (!challenge) throw new Error(`mfa token driver: no reveal code was sent ${JSON.stringify(reply.body.errors)}`);
      return { cardId: card.id, challengeId: challenge.challengeId, expiresAt: challenge.expiresAt, code: await latestCode(server, DEMO_USER_IDS.admin) };
    },

    async perform(token, event: AnyEventObject): Promise<StepResult> {
      const e = event as MfaTokenEvent;
      if (e.type !== 'mfa.verify') throw new Error(`mfa token driver: ${e.type} is not driven`);
      if (isMfaTokenExpired(REVEAL_TOKEN_INPUT.expiresAt, e.now)) {
        const late = Date.parse(token.expiresAt) - server.services.now().getTime();
        if (late > 0) server.advanceTime(late);
      }
      const reply = await graphql(server.url, admin, REVEAL, { input: { cardId: token.cardId, challengeId: token.challengeId, code: e.codeMatches ? token.code : wrongCode(token.code) } });
      const revealed = (reply.body.data as { revealCardNumber?: { cardNumber: string } } | null | undefined)?.revealCardNumber;
      if (revealed) return { kind: 'accepted' };
      const code = reply.body.errors?.[0]?.extensions?.['code'];
      if (code === 'MFA_CODE_INVALID' || code === 'MFA_LOCKED_OUT' || code === 'MFA_CODE_EXPIRED') return { kind: 'accepted' };
      return { kind: 'refused', code: String(code), message: reply.body.errors?.[0]?.message };
    },

    async read(token): Promise<Observed> {
      const row = await server.db.selectFrom('mfa_tokens').select(['status', 'context']).where('id', '=', token.challengeId).executeTakeFirstOrThrow();
      return { status: row.status, wrongCodes: (row.context as MfaTokenContext).wrongCodes };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const s = snapshot as MfaTokenSnapshot;
      const status = mfaTokenStatus(s);
      // Confirmed and used in one request: a confirmed single-use token is seen after its use.
      const seen = status === 'confirmed' && isMfaTokenUsedUp({ scope: s.context.scope, uses: s.context.uses + 1 }) ? 'used' : status;
      return { status: seen, wrongCodes: s.context.wrongCodes };
    },
  };
}

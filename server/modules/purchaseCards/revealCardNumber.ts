import { isCardNumberRevealable } from '../../../machines/rules/cardCapabilities';
import type { Kysely } from 'kysely';
import { scopeNeedsMfa } from '../../../machines/rules/mfaScope';
import type { Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import type { AppServices } from '../../http/services';
import { issueMfaCode, verifyAndUseMfaCode } from '../mfa/mfaCodes';
import type { CardViewer } from './cardAccess';
import { cardIssuerFor } from './issuance';

/**
 * Showing a card's number (spec 6 RevealCardNumber): only the cardholder, only for a card the issuer
 * has created and that is not terminated, only after a RevealCardNumber code sent by e-mail is
 * entered (server/modules/mfa), and once per code. The number comes from the card issuer at that
 * moment; it is never stored, logged or put in any other answer.
 */
const SCOPE = 'RevealCardNumber' as const;

interface RevealableCard {
  id: string;
  buyerId: string;
  token: string;
}

async function revealableCard(db: Kysely<Database>, viewer: CardViewer, cardId: string): Promise<RevealableCard> {
  const card = await db
    .selectFrom('purchase_cards')
    .select(['id', 'buyer_id', 'user_id', 'status', 'issuer_token'])
    .where('id', '=', cardId)
    .executeTakeFirst();
  if (!card || card.buyer_id !== viewer.buyer.id || card.user_id !== viewer.userId || viewer.programWide) throw portalError('CARD_NUMBER_UNAVAILABLE');
  const token = card.issuer_token;
  if (token === null || !isCardNumberRevealable({ issued: true, status: card.status })) throw portalError('CARD_NUMBER_UNAVAILABLE');
  // We never show a number without a check: where the program's MFA switches (spec 6) do not ask
  // for one, the number is not offered at all.
  const program = await db.selectFrom('programs').select(['mfa_enabled', 'mfa_at_login', 'mfa_at_buyer_create', 'mfa_required']).where('id', '=', viewer.buyer.programId).executeTakeFirstOrThrow();
  const config = { mfaEnabled: program.mfa_enabled, mfaAtLogin: program.mfa_at_login, mfaAtBuyerCreate: program.mfa_at_buyer_create, mfaRequired: program.mfa_required };
  if (!scopeNeedsMfa(SCOPE, config)) throw portalError('CARD_NUMBER_UNAVAILABLE');
  return { id: card.id, buyerId: card.buyer_id, token };
}

/** `a•••@acme.example` */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export async function requestReveal(services: AppServices, viewer: CardViewer, email: string, cardId: string) {
  const card = await revealableCard(services.db, viewer, cardId);
  const issued = await issueMfaCode(services, { userId: viewer.userId, buyerId: card.buyerId, email, scope: SCOPE, subjectId: card.id }, (code) => ({
    subject: 'Your security code',
    text: `Your security code to show your purchase card number is ${code}. It expires in 5 minutes. If you did not ask for it, lock the card and tell your administrator.`,
  }));
  if (issued.kind === 'tooSoon') throw portalError('MFA_RESEND_TOO_SOON', { seconds: Math.ceil((issued.retryAt.getTime() - services.now().getTime()) / 1000) });
  return { challengeId: issued.tokenId, expiresAt: issued.expiresAt, sentTo: maskEmail(email) };
}

export async function reveal(services: AppServices, viewer: CardViewer, input: { cardId: string; challengeId: string; code: string }) {
  const card = await revealableCard(services.db, viewer, input.cardId);
  // Committed whatever the outcome, so wrong codes count; the number is given only for `used`.
  const outcome = await services.db.transaction().execute((trx) =>
    verifyAndUseMfaCode(trx, services, { tokenId: input.challengeId, code: input.code, userId: viewer.userId, scope: SCOPE, subjectId: card.id, role: viewer.role }),
  );
  switch (outcome.kind) {
    case 'used':
      return { cardId: card.id, cardNumber: cardIssuerFor(services).cardNumber(card.token) };
    case 'wrongCode':
      throw portalError('MFA_CODE_INVALID', { attemptsLeft: outcome.attemptsLeft });
    case 'lockedOut':
      throw portalError('MFA_LOCKED_OUT');
    default:
      throw portalError('MFA_CODE_EXPIRED');
  }
}

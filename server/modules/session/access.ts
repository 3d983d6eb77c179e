import { ZERO_ID } from '../../../src/domain/session';

/**
 * Who may see what (spec 6), as pure decisions so they are tested without a database.
 * Buyer-side users (BUYER, MSTS) see only their own buyer; STAFF users (support, underwriting) and
 * the seller's administrators read every buyer of their program. A seller user who is only a
 * clientDeveloper "manages API keys and sees test data" (spec 6): no buyer's account.
 */
export interface AccessViewer {
  userType: string;
  roles: readonly string[];
  /** The user's own buyer account; null for CLIENT and STAFF users. */
  buyerId: string | null;
  programId: string;
}

export interface BuyerRef {
  id: string;
  programId: string;
}

/** Seller roles that read buyers' accounts (every other seller role sees none); accountManager: issue 14. */
const SELLER_READER_ROLES: ReadonlySet<string> = new Set(['clientAdministrator', 'accountManager']);

/** Reads (never changes) every buyer of the program: STAFF, and sellers with a reader role. */
export function readsEveryBuyer(viewer: Pick<AccessViewer, 'userType' | 'roles'>): boolean {
  if (viewer.userType === 'STAFF') return true;
  return viewer.userType === 'CLIENT' && viewer.roles.some((role) => SELLER_READER_ROLES.has(role));
}

/** Spec 7: an absent buyerId or the all-zero id means "the user's own buyer". */
export function meansOwnBuyer(requested: string | null | undefined): boolean {
  return requested === null || requested === undefined || requested === ZERO_ID;
}

export function canSeeBuyer(viewer: AccessViewer, buyer: BuyerRef): boolean {
  if (readsEveryBuyer(viewer)) return buyer.programId === viewer.programId;
  return viewer.buyerId !== null && buyer.id === viewer.buyerId;
}

/**
 * The answer to a request for one buyer: `notFound` only for users who could see it if it
 * existed; buyer-side users asking for any other id are refused without learning whether it exists.
 */
export function decideBuyerAccess(viewer: AccessViewer, buyer: BuyerRef | null, requestedId: string): 'allow' | 'forbid' | 'notFound' {
  if (!buyer) return readsEveryBuyer(viewer) || requestedId === viewer.buyerId ? 'notFound' : 'forbid';
  return canSeeBuyer(viewer, buyer) ? 'allow' : 'forbid';
}

export interface AlertTargets {
  enabled: boolean;
  targetUserType: string | null;
  targetRole: string | null;
  targetCountry: string | null;
  targetProgramId: string | null;
}

export interface AlertAudience {
  userType: string;
  roles: readonly string[];
  country: string | null;
  programId: string;
}

/** An enabled alert reaches a user when each target it sets (type, role, country, program) matches. */
export function alertTargetsViewer(alert: AlertTargets, audience: AlertAudience): boolean {
  return (
    alert.enabled &&
    (alert.targetUserType === null || alert.targetUserType === audience.userType) &&
    (alert.targetRole === null || audience.roles.includes(alert.targetRole)) &&
    (alert.targetCountry === null || alert.targetCountry === audience.country) &&
    (alert.targetProgramId === null || alert.targetProgramId === audience.programId)
  );
}

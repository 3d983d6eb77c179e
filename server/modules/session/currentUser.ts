import type { CurrentUser } from '../../schema/generated/resolvers';
import type { GraphQLContext, Viewer } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { canSeeBuyer, meansOwnBuyer, type AccessViewer } from './access';

export function accessViewerOf(viewer: Viewer): AccessViewer {
  return { userType: viewer.user.user_type, roles: viewer.user.roles, buyerId: viewer.user.buyer_id, programId: viewer.user.program_id };
}

/** The buyer account currentUser speaks for: the own one, or another the user may see. */
async function selectedBuyer(context: GraphQLContext, requested: string | null | undefined) {
  const buyerId = meansOwnBuyer(requested) ? context.viewer.user.buyer_id : requested;
  if (!buyerId) return null;
  const buyer = await context.services.db
    .selectFrom('buyers')
    .select(['id', 'program_id', 'name', 'client_reference_buyer_id'])
    .where('id', '=', buyerId)
    .executeTakeFirst();
  if (!buyer || !canSeeBuyer(accessViewerOf(context.viewer), { id: buyer.id, programId: buyer.program_id })) {
    throw portalError('FORBIDDEN');
  }
  return buyer;
}

/** Spec 3 CurrentUser, seen through the selected buyer account (spec 7 currentUser query). */
export async function loadCurrentUser(context: GraphQLContext, requestedBuyerId: string | null | undefined): Promise<CurrentUser> {
  const { user } = context.viewer;
  const buyer = await selectedBuyer(context, requestedBuyerId);
  return {
    id: user.id,
    clientReferenceBuyerId: buyer?.client_reference_buyer_id ?? user.client_reference_buyer_id,
    country: user.country,
    email: user.email,
    language: user.language,
    name: `${user.first_name} ${user.last_name}`.trim(),
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    receiveEmail: user.receive_email,
    role: user.roles,
    ssoStatus: user.sso_status === 'Active' ? 'Active' : 'Inactive',
    userType: user.user_type,
    clientId: user.client_id,
    buyerId: buyer?.id ?? null,
    customerId: buyer?.id ?? null,
    customerAccountName: buyer?.name ?? null,
    parentUserId: user.parent_user_id,
  };
}

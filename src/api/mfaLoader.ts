import type { MyMfa } from '../../machines/app/mfa/mfaTypes';
import { isMfaMethod } from '../../machines/rules/mfaSignIn';
import { MyMfaDocument } from './generated/graphql';
import { query } from './graphqlClient';
import { toErrorBody } from './sessionActors';

/**
 * The security page's read of myMfa, apart from mfaActors.ts so the page does not carry the set-up
 * machine and its phone rule (libphonenumber-js 'max' metadata) before a set-up page is opened.
 */
export async function loadMyMfa(): Promise<MyMfa> {
  try {
    const data = (await query(MyMfaDocument, {}, { fetchPolicy: 'network-only' })).myMfa;
    return {
      method: isMfaMethod(data.method) ? data.method : null,
      sentTo: data.sentTo ?? null,
      requiredAtSignIn: data.requiredAtSignIn,
      canSetUp: data.canSetUp,
      disabledUntil: typeof data.disabledUntil === 'string' ? data.disabledUntil : null,
    };
  } catch (error) {
    throw toErrorBody(error);
  }
}

import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router';
import { isSafeReturnUrl } from '../../../machines/rules/navigation';
import { useSessionActorRef } from '../../../src/app/hooks';
import { pathFor } from '../../../src/app/routes';
import type { ErrorBody } from '../../../src/domain/errors';
import { usePublicPageViewModel } from '../usePublicPageViewModel';
import type { PublicPageViewModel } from '../usePublicPageViewModel';

export interface XSessionViewModel {
  frame: PublicPageViewModel;
  phase: 'working' | 'failed';
  /** Message id (and values) of the failure when `phase` is `failed`. */
  failure: ErrorBody | null;
  signInPath: string;
}

const MISSING_TOKEN: ErrorBody = { code: 'INVALID_HANDOFF', messageId: 'error.invalidSession' };

/**
 * /x-session?jwtAuth=…&data=…&path=… (spec 2): starts the handoff once the session machine accepts
 * it, then goes to the handoff's (safe) path when signed in.
 */
export function useXSessionViewModel(): XSessionViewModel {
  const session = useSessionActorRef();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const frame = usePublicPageViewModel();
  const jwtAuth = query.get('jwtAuth');
  const sent = useRef(false);

  const canHandoff = useSelector(session, (s) => s.can({ type: 'session.handoff', jwtAuth: '', data: null, path: '/' }));
  const isSignedIn = useSelector(session, (s) => s.matches('signedIn'));
  const isRefused = useSelector(session, (s) => s.matches('signedOut') || s.matches('invalidSession') || s.matches('sessionUnavailable'));
  const machineFailure = useSelector(session, (s) => s.context.failure);
  const returnPath = useSelector(session, (s) => s.context.returnPath);

  // Declared before the sending effect: in the render where the handoff is sent, a session that was
  // signed in before must not count as the handoff's result.
  useEffect(() => {
    if (!sent.current || !isSignedIn) return;
    const target = returnPath !== null && isSafeReturnUrl(returnPath) ? returnPath : pathFor('home');
    void navigate(target, { replace: true });
  }, [isSignedIn, returnPath, navigate]);

  useEffect(() => {
    if (sent.current || !jwtAuth || !canHandoff) return;
    sent.current = true;
    session.send({ type: 'session.handoff', jwtAuth, data: query.get('data'), path: query.get('path') ?? '/' });
  }, [canHandoff, jwtAuth, query, session]);

  const failed = !jwtAuth || (sent.current && isRefused);
  return {
    frame,
    phase: failed ? 'failed' : 'working',
    failure: failed ? (jwtAuth ? (machineFailure ?? MISSING_TOKEN) : MISSING_TOKEN) : null,
    signInPath: pathFor('signin'),
  };
}

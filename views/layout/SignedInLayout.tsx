import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { SignedInLayoutContext } from '../common/signedInLayoutContext';
import { SignedInLayoutView } from './SignedInLayoutView';
import { useSignedInLayoutViewModel, type SignedInLayoutDeps } from './useSignedInLayoutViewModel';

function PageLoading() {
  const intl = useIntl();
  return (
    <Flex justifyContent="center" marginTop="size-600">
      <ProgressCircle isIndeterminate aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Flex>
  );
}

/** The layout route of every signed-in page (spec 2 "one layout with header, footer and menu"), bound to its src/api deps by the route table. */
export function connectSignedInLayout(deps: SignedInLayoutDeps) {
  return function SignedInLayout() {
    return <SignedInLayoutFrame deps={deps} />;
  };
}

function SignedInLayoutFrame({ deps }: { deps: SignedInLayoutDeps }) {
  const vm = useSignedInLayoutViewModel(deps);
  return (
    <SignedInLayoutContext.Provider value>
      <SignedInLayoutView vm={vm}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </SignedInLayoutView>
    </SignedInLayoutContext.Provider>
  );
}

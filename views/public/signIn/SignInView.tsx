import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Heading, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../../common/AppLink';
import { PublicShell } from '../PublicShell';
import { DeferredLanguagePicker } from '../../common/DeferredLanguagePicker';
import { WithSignedInMessages } from '../../../src/i18n/RouteMessages';
import { SignInForm } from './SignInForm';
import type { SignInViewModel } from './useSignInViewModel';

// The refusal's InlineAlert is only needed after a refused sign-in: it loads when the user submits
// (in parallel with the request), not with the page (issue 9: sign-in route JS budget).
const loadFailure = () => import('./SignInFailure');
const SignInFailure = lazy(() => loadFailure().then((module) => ({ default: module.SignInFailure })));
// The code step (2-step verification) loads only when the program asks for a code.
const SignInCodeStep = lazy(() => import('./SignInCodeStep').then((module) => ({ default: module.SignInCodeStep })));

/** The sign-in screen; knows nothing of machines. */
export function SignInView(vm: SignInViewModel) {
  const intl = useIntl();
  return (
    <PublicShell brand={vm.brand} headerEnd={<DeferredLanguagePicker options={vm.languages} selected={vm.locale} onSelect={vm.selectLocale} />}>
      <View backgroundColor="gray-50" borderRadius="medium" borderWidth="thin" borderColor="light" padding={{ base: 'size-300', M: 'size-500' }}>
        <Heading level={1} marginTop={0} marginBottom="size-100" UNSAFE_style={{ fontSize: 'var(--spectrum-global-dimension-font-size-700)' }}>
          {intl.formatMessage({ id: 'signIn.heading' })}
        </Heading>
        <Text>{intl.formatMessage({ id: 'signIn.intro' }, { programName: vm.brand })}</Text>
        {vm.challenge ? (
          // The code step's texts are 2-step verification's (signed-in messages, src/i18n/messageAreas.ts).
          <WithSignedInMessages fallback={null}>
            <SignInCodeStep challenge={vm.challenge} />
          </WithSignedInMessages>
        ) : (
        <View marginTop="size-300">
          {vm.failure && (
            <Suspense fallback={null}>
              <SignInFailure key={failureKey(vm.failure)} failure={vm.failure} />
            </Suspense>
          )}
          <SignInForm
            isPending={vm.isPending}
            onSubmit={(credentials) => {
              void loadFailure();
              vm.signIn(credentials);
            }}
          />
        </View>
        )}
        <View marginTop="size-200">
          <AppLink to={vm.forgotPasswordPath}>{intl.formatMessage({ id: 'signIn.forgot' })}</AppLink>
        </View>
      </View>
    </PublicShell>
  );
}

// A new refusal (a new object from the machine) re-mounts the alert, so it is focused and announced again.
const keys = new WeakMap<object, number>();
let nextKey = 0;
function failureKey(failure: object): number {
  let key = keys.get(failure);
  if (key === undefined) {
    key = ++nextKey;
    keys.set(failure, key);
  }
  return key;
}

import { SignInView } from './signIn/SignInView';
import { useSignInViewModel } from './signIn/useSignInViewModel';

/** Route `signin` (/login). */
export default function SignInPage() {
  return <SignInView {...useSignInViewModel()} />;
}

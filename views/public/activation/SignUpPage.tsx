import type { FunctionComponent } from 'react';
import type { ActivationMachines } from '../../../machines/app/activation/activationTypes';
import { SignUpView } from './SignUpView';
import { useSignUpViewModel } from './useSignUpViewModel';

/** Route `sign-up` (/sign-up?activation=…), opened from the invitation's enrol link. */
export function connectSignUpPage(machines: ActivationMachines): FunctionComponent {
  return function SignUpPage() {
    return <SignUpView {...useSignUpViewModel(machines)} />;
  };
}

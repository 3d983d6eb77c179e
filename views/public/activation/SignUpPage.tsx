import type { FunctionComponent } from 'react';
import type { ActivationMachines } from '../../../machines/app/activation/activationTypes';
import { WithScreenMessages } from '../../common/WithScreenMessages';
import { SignUpView } from './SignUpView';
import { useSignUpViewModel } from './useSignUpViewModel';

/** Route `sign-up` (/sign-up?activation=…), opened from the invitation's enrol link; its texts are screen messages (`activation`). */
export function connectSignUpPage(machines: ActivationMachines): FunctionComponent {
  function SignUpScreen() {
    return <SignUpView {...useSignUpViewModel(machines)} />;
  }
  return function SignUpPage() {
    return (
      <WithScreenMessages area="activation">
        <SignUpScreen />
      </WithScreenMessages>
    );
  };
}

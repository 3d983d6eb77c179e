import type { FunctionComponent } from 'react';
import type { PasswordResetMachines } from '../../../machines/app/passwordReset/passwordResetTypes';
import { ForgotPasswordView } from './ForgotPasswordView';
import { useForgotPasswordViewModel } from './useForgotPasswordViewModel';

/** Route `forgot-password` (/forgotpassword). The route table binds `passwordResetMachines` from src/api. */
export function connectForgotPasswordPage(machines: PasswordResetMachines): FunctionComponent {
  return function ForgotPasswordPage() {
    return <ForgotPasswordView {...useForgotPasswordViewModel(machines)} />;
  };
}

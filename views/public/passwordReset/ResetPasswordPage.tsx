import type { FunctionComponent } from 'react';
import type { PasswordResetMachines } from '../../../machines/app/passwordReset/passwordResetTypes';
import { ResetPasswordView } from './ResetPasswordView';
import { useResetPasswordViewModel } from './useResetPasswordViewModel';

/** Route `reset-password` (/resetpassword?token=…), opened from the e-mailed link. */
export function connectResetPasswordPage(machines: PasswordResetMachines): FunctionComponent {
  return function ResetPasswordPage() {
    return <ResetPasswordView {...useResetPasswordViewModel(machines)} />;
  };
}

import type { FunctionComponent } from 'react';
import { useIntl } from 'react-intl';
import { Flex, Heading } from '@adobe/react-spectrum';
import type { SecurityQuestionMachines } from '../../machines/app/passwordReset/passwordResetTypes';
import type { MfaMachines } from '../../machines/app/mfa/mfaTypes';
import { MfaSection } from './MfaSection';
import { SecurityQuestionSection } from './SecurityQuestionSection';
import { useSecurityQuestionViewModel } from './useSecurityQuestionViewModel';

/**
 * Route `profile-security` (/profile/security): a page of sections, one per security setting. The
 * security question is here; 2-step verification (its own section, and the children routes
 * mfa-setup-sms / mfa-setup-email) is added beside it by the MFA work (issue 12 item 3).
 */
export function connectProfileSecurityPage(machines: SecurityQuestionMachines, mfa?: Pick<MfaMachines, 'loadMyMfa'>): FunctionComponent {
  return function ProfileSecurityPage() {
    const intl = useIntl();
    const securityQuestion = useSecurityQuestionViewModel(machines);
    return (
      <Flex direction="column" gap="size-400">
        <Heading level={1} marginTop={0} marginBottom={0}>
          {intl.formatMessage({ id: 'page.profile-security' })}
        </Heading>
        {/* Sections: 2-step verification (issue 12 item 3), then the security question. */}
        {mfa && <MfaSection loadMyMfa={mfa.loadMyMfa} />}
        <SecurityQuestionSection vm={securityQuestion} />
      </Flex>
    );
  };
}

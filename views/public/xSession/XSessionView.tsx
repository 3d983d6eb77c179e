import { useIntl } from 'react-intl';
import { ProgressCircle } from '@adobe/react-spectrum';
import Alert from '@spectrum-icons/workflow/Alert';
import { AppLink } from '../../common/AppLink';
import { MessagePage } from '../MessagePage';
import type { XSessionViewModel } from './useXSessionViewModel';

/** Progress while a handoff signs the user in; the invalid-session text when it fails. */
export function XSessionView({ frame, phase, failure, signInPath }: XSessionViewModel) {
  const intl = useIntl();
  if (phase === 'failed') {
    const id = failure && failure.messageId in intl.messages ? failure.messageId : 'error.invalidSession';
    return (
      <MessagePage frame={frame} title={intl.formatMessage({ id: 'error.invalidSession.title' })} illustration={<Alert size="XXL" aria-hidden />}>
        <p role="alert">{intl.formatMessage({ id }, failure?.values)}</p>
        <p>
          <AppLink to={signInPath}>{intl.formatMessage({ id: 'common.backToSignIn' })}</AppLink>
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      frame={frame}
      title={intl.formatMessage({ id: 'signIn.handoff.progress' })}
      illustration={<ProgressCircle isIndeterminate size="L" aria-label={intl.formatMessage({ id: 'signIn.handoff.progressLabel' })} />}
    />
  );
}

import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import Alert from '@spectrum-icons/workflow/Alert';
import { AppLink } from '../common/AppLink';
import { errorPageContent } from './errorPageContent';
import type { ErrorPageKind } from './errorPageContent';
import { MessagePage } from './MessagePage';
import { usePublicPageViewModel } from './usePublicPageViewModel';

export interface ErrorPageProps {
  kind?: ErrorPageKind;
}

/** /error, /sso-error and /invalid-session (spec 2, 8). */
export default function ErrorPage({ kind = 'error' }: ErrorPageProps) {
  const vm = usePublicPageViewModel();
  const [query] = useSearchParams();
  const intl = useIntl();
  const content = errorPageContent(kind, query.get('reason'));
  const link = content.link === 'signIn' ? { to: vm.signInPath, labelId: 'common.backToSignIn' } : { to: vm.homePath, labelId: 'common.goHome' };
  return (
    <MessagePage frame={vm} title={intl.formatMessage({ id: content.titleId })} illustration={<Alert size="XXL" aria-hidden />}>
      {content.messageIds.map((id) => (
        <p key={id}>{intl.formatMessage({ id })}</p>
      ))}
      <p>
        <AppLink to={link.to}>{intl.formatMessage({ id: link.labelId })}</AppLink>
      </p>
    </MessagePage>
  );
}

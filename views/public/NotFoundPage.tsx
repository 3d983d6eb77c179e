import { useIntl } from 'react-intl';
import Help from '@spectrum-icons/workflow/Help';
import { AppLink } from '../common/AppLink';
import { MessagePage } from './MessagePage';
import { usePublicPageViewModel } from './usePublicPageViewModel';

/** Any unmatched path (spec 2): public. */
export default function NotFoundPage() {
  const vm = usePublicPageViewModel();
  const intl = useIntl();
  return (
    <MessagePage frame={vm} title={intl.formatMessage({ id: 'error.notFound.title' })} illustration={<Help size="XXL" aria-hidden />}>
      <p>{intl.formatMessage({ id: 'error.notFound' })}</p>
      <p>
        <AppLink to={vm.homePath}>{intl.formatMessage({ id: 'common.goHome' })}</AppLink>
      </p>
    </MessagePage>
  );
}

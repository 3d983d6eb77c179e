import { useIntl } from 'react-intl';
import LockClosed from '@spectrum-icons/workflow/LockClosed';
import { AppLink } from '../common/AppLink';
import { MessagePage } from './MessagePage';
import { usePublicPageViewModel } from './usePublicPageViewModel';

/** Shown when a route guard refuses the page (spec 6 "unauthorized-page message"). */
export default function UnauthorizedPage() {
  const vm = usePublicPageViewModel();
  const intl = useIntl();
  return (
    <MessagePage frame={vm} title={intl.formatMessage({ id: 'error.unauthorizedPage.title' })} illustration={<LockClosed size="XXL" aria-hidden />}>
      <p>{intl.formatMessage({ id: 'error.unauthorizedPage' })}</p>
      <p>
        <AppLink to={vm.backLink.to}>{intl.formatMessage({ id: vm.backLink.labelId })}</AppLink>
      </p>
    </MessagePage>
  );
}

import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Link } from '@adobe/react-spectrum';
import Alert from '@spectrum-icons/workflow/Alert';
import { usePageConfig } from '../../src/app/hooks';
import { AppLink } from '../common/AppLink';
import { errorPageContent } from './errorPageContent';
import type { ErrorPageKind } from './errorPageContent';
import { MessagePage } from './MessagePage';
import { usePublicPageViewModel } from './usePublicPageViewModel';

export interface ErrorPageProps {
  kind?: ErrorPageKind;
}

/**
 * A link that leaves the app with a full page load (the SSO login address is the server's, not a
 * route): the app's router would otherwise handle the same-origin link and show "not found".
 */
function FullPageLink({ href, children }: { href: string; children: string }) {
  const leave = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.location.assign(href);
  };
  return (
    <Link>
      <a href={href} onClick={leave}>
        {children}
      </a>
    </Link>
  );
}

/** /error, /sso-error and /invalid-session (spec 2, 8). */
export default function ErrorPage({ kind = 'error' }: ErrorPageProps) {
  const vm = usePublicPageViewModel();
  const [query] = useSearchParams();
  const { ssoLoginUrl } = usePageConfig();
  const intl = useIntl();
  const content = errorPageContent(kind, query, ssoLoginUrl);
  const link = content.link === 'signIn' ? { to: vm.signInPath, labelId: 'common.backToSignIn' } : { to: vm.homePath, labelId: 'common.goHome' };
  return (
    <MessagePage frame={vm} title={intl.formatMessage({ id: content.titleId })} illustration={<Alert size="XXL" aria-hidden />}>
      {content.messageIds.map((id) => (
        <p key={id}>{intl.formatMessage({ id })}</p>
      ))}
      {content.retry && (
        <p>
          <FullPageLink href={content.retry.href}>{intl.formatMessage({ id: content.retry.labelId })}</FullPageLink>
        </p>
      )}
      <p>
        <AppLink to={link.to}>{intl.formatMessage({ id: link.labelId })}</AppLink>
      </p>
    </MessagePage>
  );
}

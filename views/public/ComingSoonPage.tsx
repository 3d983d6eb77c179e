import { ComingSoon } from '../common/ComingSoon';
import { PageFrame } from './PageFrame';
import { usePublicPageViewModel } from './usePublicPageViewModel';

export interface ComingSoonPageProps {
  /** Message id of the page name, `page.<route name>`. */
  pageTitleId: string;
}

/** Every route whose screen a later issue builds: its page name and a way back. */
export default function ComingSoonPage({ pageTitleId }: ComingSoonPageProps) {
  const vm = usePublicPageViewModel();
  return (
    <PageFrame brand={vm.brand} insideLayout={vm.insideLayout}>
      <ComingSoon titleId={pageTitleId} detailId={vm.isSignedIn ? 'comingSoon.detail' : 'comingSoon.detailPublic'} backLink={vm.backLink} />
    </PageFrame>
  );
}

import { useSearchParams } from 'react-router';
import { pathFor } from '../../src/app/routes';
import { WithScreenMessages } from '../common/WithScreenMessages';
import { useTranslate } from '../common/translate';
import { HelpArticlesView } from './HelpArticlesView';
import { purchasingHelpPropsOf, type PurchasingHelpProps } from '../common/purchasingHelpQuery';
import { useHelpViewModel } from './useHelpViewModel';

/**
 * Route `purchasing-controls-help` (/account/settings/purchasing-controls/help): the purchasing
 * and purchase-card answers, embedded under Purchasing Controls. Its query values are the page's
 * typed properties (purchasingHelpQuery.ts): the answer to show first, a search, where to go back.
 */
export default function PurchasingControlsHelpPage() {
  const [search] = useSearchParams();
  return (
    <WithScreenMessages area="help">
      <PurchasingControlsHelp {...purchasingHelpPropsOf(search)} />
    </WithScreenMessages>
  );
}

function PurchasingControlsHelp({ topic, query, from }: PurchasingHelpProps) {
  const t = useTranslate();
  const vm = useHelpViewModel('purchasing', { query, topic });
  return <HelpArticlesView vm={vm} titleId="page.purchasing-controls-help" introId="purchasingHelp.intro" otherLink={{ to: pathFor(from), labelId: 'purchasingHelp.back', values: { page: t(`page.${from}`) } }} />;
}

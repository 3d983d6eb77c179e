import { pathFor } from '../../src/app/routes';
import { WithScreenMessages } from '../common/WithScreenMessages';
import { HelpArticlesView } from './HelpArticlesView';
import { useHelpViewModel } from './useHelpViewModel';

/** Route `faq` (/faq): the questions buyers ask most, searchable, by category. */
export default function FaqPage() {
  return (
    <WithScreenMessages area="help">
      <FaqPageContent />
    </WithScreenMessages>
  );
}

function FaqPageContent() {
  return <HelpArticlesView vm={useHelpViewModel('faq')} titleId="page.faq" introId="faq.intro" otherLink={{ to: pathFor('help'), labelId: 'help.helpLink' }} />;
}

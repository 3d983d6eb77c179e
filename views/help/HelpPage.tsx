import { pathFor } from '../../src/app/routes';
import { WithScreenMessages } from '../common/WithScreenMessages';
import { HelpArticlesView } from './HelpArticlesView';
import { useHelpViewModel } from './useHelpViewModel';

/** Route `help` (/help): every answer, searchable, by category; the help-centre account link. */
export default function HelpPage() {
  return (
    <WithScreenMessages area="help">
      <HelpPageContent />
    </WithScreenMessages>
  );
}

function HelpPageContent() {
  return <HelpArticlesView vm={useHelpViewModel('help')} titleId="page.help" introId="help.intro" otherLink={{ to: pathFor('faq'), labelId: 'help.faqLink' }} />;
}

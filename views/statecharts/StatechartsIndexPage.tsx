import { StatechartsIndexView } from './StatechartsIndexView';
import { useStatechartsIndexViewModel } from './useStatechartsIndexViewModel';
import './statecharts.css';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `statecharts` (/statecharts): every machine of the catalog. */
function StatechartsIndexPageContent() {
  return <StatechartsIndexView {...useStatechartsIndexViewModel()} />;
}

// The screen's texts load with it (src/i18n/messages/<locale>/screens/statecharts.json).
export default withScreenMessages('statecharts', StatechartsIndexPageContent);

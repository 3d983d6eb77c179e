import { StatechartsIndexView } from './StatechartsIndexView';
import { useStatechartsIndexViewModel } from './useStatechartsIndexViewModel';
import './statecharts.css';

/** Route `statecharts` (/statecharts): every machine of the catalog. */
export default function StatechartsIndexPage() {
  return <StatechartsIndexView {...useStatechartsIndexViewModel()} />;
}

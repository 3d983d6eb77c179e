import type { Messages } from '../../types';

// Every area file of this folder merged into one map, for tests and tools that need all messages of
// the locale at once. The app does not import this: it loads the area files in two parts, public
// and signed-in (src/i18n/messageAreas.ts, loadMessages.ts).
const areas = import.meta.glob<Messages>('./*.json', { eager: true, import: 'default' });

const bundle: Messages = Object.assign({}, ...Object.values(areas));
export default bundle;

import type { Messages } from '../../types';

// One chunk per locale: every area file of this folder (including shell.json) merged into one map.
// The build turns each message into its ICU syntax tree (scripts/precompiledMessages.ts).
const areas = import.meta.glob<Messages>('./*.json', { eager: true, import: 'default' });

const bundle: Messages = Object.assign({}, ...Object.values(areas));
export default bundle;

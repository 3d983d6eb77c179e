// One chunk per locale: every area file of this folder (including shell.json) merged into one map.
const areas = import.meta.glob<Record<string, string>>('./*.json', { eager: true, import: 'default' });

const bundle: Record<string, string> = Object.assign({}, ...Object.values(areas));
export default bundle;

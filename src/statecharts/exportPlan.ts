import type { StatechartSource } from './catalog';
import { indexMarkdown, machineMarkdown } from './markdown';
import { drawStatechart, exportJson } from './statechart';

/**
 * Every file of docs/statecharts as name -> content, for a list of catalog machines. Pure (no file
 * system): the export script writes or compares it, the freshness test compares it.
 */
export async function planExport(sources: readonly StatechartSource[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const drawn = [];
  for (const source of sources) {
    const { model, svg } = await drawStatechart(source);
    drawn.push({ source, model });
    files.set(`${source.id}.svg`, svg);
    files.set(`${source.id}.json`, exportJson(source, model));
    files.set(`${source.id}.md`, machineMarkdown(source, model));
  }
  files.set('README.md', indexMarkdown(drawn));
  return files;
}

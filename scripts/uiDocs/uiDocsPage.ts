import type { ComponentDoc } from './componentDocs';

/**
 * /docs/ui/index.html: one static page, no script (served offline by the portal as a file of
 * dist/, copied there from public/ by vite build). Deterministic: the same sources give the same
 * bytes, so CI can check the committed page is fresh (scripts/uiDocs/uiDocs.test.ts).
 */
export interface MachineDoc {
  id: string;
  title: string;
  specRef: string;
  kind: 'domain' | 'app';
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const anchor = (name: string) => `component-${name.replace(/[^A-Za-z0-9]/g, '-')}`;

function componentSection(doc: ComponentDoc): string {
  const rows = doc.props
    .map((p) => `<tr><th scope="row"><code>${escape(p.name)}</code></th><td><code>${escape(p.type)}</code></td><td>${p.required ? 'yes' : 'no'}</td><td>${escape(p.description)}</td></tr>`)
    .join('\n');
  const table = doc.props.length
    ? `<table><caption>Props of ${escape(doc.name)}</caption><thead><tr><th scope="col">Prop</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
    : '<p>No props.</p>';
  return `<section id="${anchor(doc.name)}" aria-labelledby="${anchor(doc.name)}-h"><h3 id="${anchor(doc.name)}-h">${escape(doc.name)}</h3><p class="file"><code>${escape(doc.file)}</code></p>${doc.description ? `<p>${escape(doc.description)}</p>` : ''}\n${table}</section>`;
}

export function uiDocsHtml(components: readonly ComponentDoc[], machines: readonly MachineDoc[]): string {
  const toc = components.map((c) => `<li><a href="#${anchor(c.name)}">${escape(c.name)}</a></li>`).join('');
  const machineRows = [...machines]
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id))
    .map((m) => `<tr><th scope="row"><a href="/statecharts/${encodeURIComponent(m.id)}">${escape(m.id)}</a></th><td>${escape(m.title)}</td><td>${m.kind}</td><td>${escape(m.specRef)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>UI Documentation – buyer portal</title>
<link rel="stylesheet" href="ui-docs.css">
</head>
<body>
<header><p><a href="/">Back to the portal</a></p><h1>UI Documentation</h1>
<p>The shared components of <code>views/common</code> with their props, and the statecharts every screen runs. Generated from the sources by <code>npm run docs:ui</code> (scripts/uiDocs); CI fails when this page is stale.</p></header>
<main>
<nav aria-label="Components"><h2>Components (${components.length})</h2><ul>${toc}</ul></nav>
${components.map(componentSection).join('\n')}
<section aria-labelledby="statecharts-h"><h2 id="statecharts-h">Statecharts (${machines.length})</h2>
<p>Each machine's diagram and rules are on <a href="/statecharts">/statecharts</a> (signed in); the same exports are in <code>docs/statecharts/</code>.</p>
<table><caption>Machines of machines/catalog.ts</caption><thead><tr><th scope="col">Machine</th><th scope="col">Title</th><th scope="col">Kind</th><th scope="col">Spec</th></tr></thead><tbody>
${machineRows}
</tbody></table></section>
</main>
</body>
</html>
`;
}

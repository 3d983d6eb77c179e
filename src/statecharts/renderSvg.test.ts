import { describe, expect, it } from 'vitest';
import { toGraphModel } from './graphModel';
import { layoutModel } from './layout';
import { renderSvg } from './renderSvg';
import { orderMachine, orderRules, tinyMachine } from './testMachines';

/** A tiny well-formedness check: every tag closes in order, no stray `<` or `&` in text. */
function checkXml(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const text = svg.slice(last, m.index);
    if (/[<>]/.test(text) || /&(?!(amp|lt|gt|quot|#39);)/.test(text)) problems.push(`bad text before ${m[0]}: ${text.slice(0, 40)}`);
    last = tag.lastIndex;
    const [, closing, name = '', , selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`);
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  if (svg.slice(last).trim()) problems.push('text after the root element');
  return problems;
}

describe('renderSvg', () => {
  const model = toGraphModel(orderMachine, { id: 'order', title: 'Order', rules: orderRules });

  it('is byte-identical for the same input (CI compares exported files)', async () => {
    const a = renderSvg(await layoutModel(model));
    const b = renderSvg(await layoutModel(toGraphModel(orderMachine, { id: 'order', title: 'Order', rules: orderRules })));
    expect(a).toBe(b);
  });

  it('is well-formed and accessible: role img named by its title, described by its desc', async () => {
    const svg = renderSvg(await layoutModel(model));
    expect(checkXml(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*role="img" aria-labelledby="statechart-order-title" aria-describedby="statechart-order-desc"/);
    expect(svg).toContain('<title id="statechart-order-title">Order: statechart</title>');
    expect(svg).toMatch(/<desc id="statechart-order-desc">Statechart of Order \(spec 3. Orders\): 12 states, \d+ transitions\./);
  });

  it('draws every state, the initial dots, final double borders, and labels arrows event [guard]', async () => {
    const svg = renderSvg(await layoutModel(model));
    for (const s of model.states.slice(1)) expect(svg).toContain(`data-state-id="${s.id}"`);
    expect(svg.match(/<g><title>initial state<\/title><circle/g)).toHaveLength(3); // the root and the two regions
    const done = svg.slice(svg.indexOf('data-state-id="order.done"'));
    expect(done.slice(0, done.indexOf('</g>')).match(/<rect /g)).toHaveLength(2);
    expect(svg).toContain('<tspan font-weight="700" fill="#1b1f24">order.ship</tspan><tspan fill="#124a9c"> [is paid]</tspan>');
    expect(svg).toContain('from any state');
    expect(svg).toContain('order.note / recordNote'); // targetless: written inside its state
  });

  it('escapes text from machines', async () => {
    const svg = renderSvg(await layoutModel(toGraphModel(tinyMachine)));
    expect(svg).toContain('Has &lt;b&gt;&quot;markup&quot;&lt;/b&gt; &amp; &#39;quotes&#39; to escape.');
    expect(svg).not.toContain('<b>');
    expect(checkXml(svg)).toEqual([]);
  });

  it('highlights the current state with a thicker border and says so', async () => {
    const svg = renderSvg(await layoutModel(model), { highlight: ['order.open'] });
    expect(svg).toMatch(/data-state-id="order.open" data-current="true"><title>open\nPlaced, not yet shipped.\nSpec: 3. Orders\n\(current state\)<\/title><rect [^>]*stroke-width="3.5"/);
    expect(svg).toContain('Current state: open.');
    expect(svg.match(/data-current="true"/g)).toHaveLength(1);
  });

  it('sizes the image to fit 1280×800 and keeps the natural size in the viewBox', async () => {
    const positioned = await layoutModel(model);
    const svg = renderSvg(positioned);
    const [, w = '0', h = '0'] = /width="([\d.]+)" height="([\d.]+)"/.exec(svg) ?? [];
    expect(Number(w)).toBeLessThanOrEqual(1280);
    expect(Number(h)).toBeLessThanOrEqual(800);
    expect(svg).toContain(`viewBox="0 0 ${positioned.width} ${positioned.height + 34}"`); // + the caption
    expect(renderSvg(positioned, { caption: false, fit: null })).toContain(`width="${positioned.width}" height="${positioned.height}" viewBox="0 0 ${positioned.width} ${positioned.height}"`);
  });

  it('captions a standalone file with the title and spec section', async () => {
    const svg = renderSvg(await layoutModel(model));
    expect(svg).toContain('font-weight="700" fill="#1b1f24">Order</text>');
    expect(svg).toContain('>Spec: 3. Orders</text>');
    expect(svg).toContain('<g transform="translate(0 34)">');
    expect(renderSvg(await layoutModel(model), { caption: false })).not.toContain('Spec: 3. Orders</text>');
  });

  it('uses unique ids per prefix so several diagrams can share a page', async () => {
    const svg = renderSvg(await layoutModel(model), { idPrefix: 'a b' });
    expect(svg).toContain('id="a_b-title"');
    expect(svg).toContain('marker-end="url(#a_b-arrow)"');
  });
});

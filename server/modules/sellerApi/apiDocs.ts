import { buildSchema, isInputObjectType, isEnumType, isObjectType, isScalarType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { schemaSdlFiles } from '../../graphql/schemaSdl';
import { SELLER_API_LIMITS, SELLER_API_PREFIX, SELLER_API_ROUTES, type SellerApiRoute } from './routes';

/**
 * /docs/api/index.html (issue 14 part 3): one static, offline HTML page (no script, no external
 * file) generated at build time (every `vite build`: the apiDocs plugin in vite.config.ts emits dist/docs/api/index.html)
 * from the code itself: the seller API's OpenAPI 3.1 description, made from the route table
 * (SELLER_API_ROUTES and its zod schemas), and the portal's GraphQL schema. Nothing is written by
 * hand twice, so the page cannot drift from the code; apiDocs.http.test.ts serves it and runs its
 * example request against a test server.
 */

/** The example the page, the README and the test share: a charge for Acme (client reference NW-1001) with a test key. */
export const CHARGE_EXAMPLE = {
  method: 'POST' as const,
  path: `${SELLER_API_PREFIX}/charges`,
  idempotencyKey: 'order-10042-invoice',
  body: {
    buyerClientReferenceId: 'NW-1001', type: 'sale', invoiceNumber: 'INV-10042', amountMinor: 125000, currency: 'USD',
    billDate: '2026-11-27', dueDate: '2026-12-27', poNumber: 'PO-7781',
  },
};

/** The curl command of the example, for a portal at `origin` and a key in $PORTAL_API_KEY. */
export function curlExample(origin = 'http://localhost:8080'): string {
  return [
    `curl -sS -X ${CHARGE_EXAMPLE.method} ${origin}${CHARGE_EXAMPLE.path} \\`,
    `  -H "Authorization: Bearer $PORTAL_API_KEY" \\`,
    `  -H "Idempotency-Key: ${CHARGE_EXAMPLE.idempotencyKey}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify(CHARGE_EXAMPLE.body)}'`,
  ].join('\n');
}

/** How a receiver checks a webhook's signature (the README shows the same snippet). */
export const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the Portal-Signature header, "t=<unix seconds>,v1=<hex>"; rawBody: the request body exactly as received.
export function verifyPortalSignature(secret, header, rawBody, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false; // replayed or stale
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** The seller API's OpenAPI 3.1 description, from the route table. */
export function sellerApiOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of SELLER_API_ROUTES) {
    const path = `${SELLER_API_PREFIX}${openApiPath(route.path)}`;
    const parameters = [
      ...[...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...(route.idempotent ? [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', minLength: 1, maxLength: 255 } }] : []),
      ...(route.query ? Object.entries((toSchema(route.query)['properties'] ?? {}) as Record<string, unknown>).map(([name, schema]) => ({ name, in: 'query', required: false, schema })) : []),
    ];
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: route.operationId,
        summary: route.summary,
        description: `${route.description}\n\nScope: \`${route.scope}\`.`,
        security: [{ apiKey: [] }],
        parameters,
        ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body) } } } } : {}),
        responses: Object.fromEntries([
          ...Object.entries(route.responses).map(([status, description]) => [status, { description }]),
          ['401', { description: 'No key, an unknown or revoked key (UNAUTHENTICATED).' }],
          ['403', { description: `The key lacks the scope ${route.scope} (API_KEY_SCOPE_MISSING).` }],
          ['429', { description: 'Too many requests (RATE_LIMITED; Retry-After).' }],
        ]),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Northwind portal seller API', version: '1' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'A key from Developers > API keys: nwk_test_... sees test buyers only, nwk_live_... live buyers only.' } } },
    paths,
  };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const code = (text: string) => `<pre><code>${escape(text)}</code></pre>`;

function operationHtml(route: SellerApiRoute, openApi: Record<string, unknown>): string {
  const path = `${SELLER_API_PREFIX}${openApiPath(route.path)}`;
  const operation = ((openApi['paths'] as Record<string, Record<string, Record<string, unknown>>>)[path] ?? {})[route.method.toLowerCase()] ?? {};
  const body = (operation['requestBody'] as { content: Record<string, { schema: unknown }> } | undefined)?.content['application/json']?.schema;
  const responses = Object.entries((operation['responses'] ?? {}) as Record<string, { description: string }>);
  return `<section id="${route.operationId}">
<h3><span class="method">${route.method}</span> <code>${escape(path)}</code></h3>
<p><strong>${escape(route.summary)}.</strong> ${escape(route.description)}</p>
<p>Scope: <code>${route.scope}</code>${route.idempotent ? '. Needs an <code>Idempotency-Key</code> header.' : '.'}</p>
${body ? `<h4>Request body (JSON Schema)</h4>${code(JSON.stringify(body, null, 2))}` : ''}
<h4>Responses</h4><ul>${responses.map(([status, r]) => `<li><code>${status}</code> ${escape(r.description)}</li>`).join('')}</ul>
</section>`;
}

function fieldLine(name: string, field: GraphQLField<unknown, unknown>): string {
  const args = field.args.length ? `(${field.args.map((a) => `${a.name}: ${a.type.toString()}`).join(', ')})` : '';
  return `<li><code>${escape(`${name}${args}: ${field.type.toString()}`)}</code>${field.description ? ` ${escape(field.description)}` : ''}</li>`;
}

/** The GraphQL reference: every root field, then every type, with its description. */
function graphqlHtml(schema: GraphQLSchema): string {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((t) => t !== null && t !== undefined);
  const rootHtml = roots.map((type) => `<h3>${type.name}</h3><ul>${Object.entries(type.getFields()).sort(([a], [b]) => a.localeCompare(b)).map(([name, f]) => fieldLine(name, f)).join('')}</ul>`).join('\n');
  const rootNames = new Set(roots.map((t) => t.name));
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && !rootNames.has(type.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((type) => {
      const description = type.description ? `<p>${escape(type.description)}</p>` : '';
      if (isObjectType(type) || isInputObjectType(type)) {
        const fields = Object.entries(type.getFields()).map(([name, f]) => `<li><code>${escape(`${name}: ${f.type.toString()}`)}</code>${f.description ? ` ${escape(f.description)}` : ''}</li>`).join('');
        return `<h4 id="type-${type.name}">${isInputObjectType(type) ? 'input ' : 'type '}${type.name}</h4>${description}<ul>${fields}</ul>`;
      }
      if (isEnumType(type)) return `<h4 id="type-${type.name}">enum ${type.name}</h4>${description}<p>${type.getValues().map((v) => `<code>${v.name}</code>`).join(' ')}</p>`;
      if (isScalarType(type)) return `<h4 id="type-${type.name}">scalar ${type.name}</h4>${description}`;
      return '';
    })
    .join('\n');
  return `${rootHtml}\n<h3>Types</h3>\n${types}`;
}

/** The portal's GraphQL schema from its SDL files (server/schema/*.graphql), as the server builds it, without resolvers. */
export function portalSchemaFromFiles(): GraphQLSchema {
  return buildSchema(schemaSdlFiles().join('\n'));
}

/** The whole page. */
export function renderApiDocs(schema: GraphQLSchema = portalSchemaFromFiles()): string {
  const openApi = sellerApiOpenApi();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API documentation: Northwind buyer portal</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; color: #1d1d1d; }
pre { background: #f4f4f4; padding: .75rem; overflow-x: auto; border-radius: 4px; }
code { font-family: ui-monospace, monospace; font-size: .92em; }
.method { display: inline-block; min-width: 3.5rem; font-weight: bold; color: #0a5d2a; }
section { border-top: 1px solid #ddd; margin-top: 1.5rem; }
nav ul { columns: 2; }
a { color: #0b4f9c; }
</style>
</head>
<body>
<header><h1>API documentation</h1>
<p>Generated from the portal's code at build time: the seller API's OpenAPI description and the portal's GraphQL schema. It works offline.</p>
<nav aria-label="Contents"><ul><li><a href="#seller-api">Seller API</a></li><li><a href="#webhooks">Webhooks</a></li><li><a href="#graphql">Portal GraphQL API</a></li><li><a href="#openapi">OpenAPI document</a></li></ul></nav></header>
<main>
<h2 id="seller-api">Seller API</h2>
<p>Base path <code>${SELLER_API_PREFIX}</code>. Authenticate every request with <code>Authorization: Bearer &lt;API key&gt;</code> (Developers &gt; API keys). A test key (<code>nwk_test_…</code>) sees and changes only test buyers' data, a live key (<code>nwk_live_…</code>) only live buyers'; anything outside answers 404. Each route needs one scope of the key.</p>
<p>Creates and adjusts need an <code>Idempotency-Key</code> header: the same key with the same body answers the first result again (200), with another body <code>IDEMPOTENCY_KEY_REUSED</code> (409). Amounts are integer minor units (USD 12.34 is 1234). Errors are JSON <code>{ "code", "messageId" }</code>, with <code>problems</code> for <code>CHARGE_INVALID</code> and <code>rule</code> for <code>RULE_REFUSED</code> (a status rule refused, e.g. voiding a paid charge). At most ${SELLER_API_LIMITS.perKey} requests a minute per key (429 <code>RATE_LIMITED</code> with Retry-After).</p>
<h3 id="example">Example: a charge for Acme with a test key</h3>
${code(curlExample())}
${SELLER_API_ROUTES.map((route) => operationHtml(route, openApi)).join('\n')}
<h2 id="webhooks">Webhooks</h2>
<p>Register an endpoint under Developers &gt; Webhooks (URL, mode, event types: charge.updated, payment.updated, dispute.updated, mandate.updated, card.updated, credit.updated, preauthorization.updated). Each event is POSTed as JSON <code>{ id, type, created, livemode, data: { object, id, buyerId, buyerClientReferenceId, change, status } }</code> with the headers <code>Portal-Event-Id</code>, <code>Portal-Event-Type</code> and <code>Portal-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>, where v1 is the HMAC-SHA256 of <code>&lt;t&gt;.&lt;raw body&gt;</code> with the endpoint's signing secret. Answer 2xx; anything else is tried again 4 times with growing delays. Refuse a timestamp more than 5 minutes off (replay protection) and de-duplicate by <code>Portal-Event-Id</code>.</p>
${code(VERIFY_SNIPPET)}
<h2 id="graphql">Portal GraphQL API</h2>
<p>The API of the portal's own screens at <code>/graphql</code> (HTTP and WebSocket), for a signed-in session. Every error carries <code>extensions.code</code> and <code>extensions.messageId</code>.</p>
${graphqlHtml(schema)}
<h2 id="openapi">OpenAPI document</h2>
${code(JSON.stringify(openApi, null, 2))}
</main>
</body>
</html>
`;
}

import type { Plugin } from 'vite';

/**
 * Every `vite build` writes dist/docs/api/index.html: the seller API's OpenAPI description and the
 * portal's GraphQL reference, generated from the code (server/modules/sellerApi/apiDocs.ts), so the
 * page served offline at /docs/api/index.html is always the code's.
 */
export function apiDocs(): Plugin {
  return {
    name: 'portal-api-docs',
    apply: 'build',
    async generateBundle() {
      const { renderApiDocs } = await import('../server/modules/sellerApi/apiDocs');
      this.emitFile({ type: 'asset', fileName: 'docs/api/index.html', source: renderApiDocs() });
    },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The browser's typed operations (codegen.ts): one module holding every document of the app. */
const GENERATED = path.resolve(import.meta.dirname, '..', 'src', 'api', 'generated', 'graphql.ts');
const DOCUMENT_PREFIX = '\0operation-document:';
const DOCUMENT_CLASS = '\0operation-document-class';

/** `export const XDocument = new TypedDocumentString(`text`, meta?) as unknown as TypedDocumentString<...>;` */
const DOCUMENT = /^export const (\w+) = new TypedDocumentString\((`[^`]*`)(?:, (\{[^\n]*?\}))?\) as unknown as TypedDocumentString<[^\n]*>;$/gm;

// The generated class without its TypeScript: `toString()` gives the operation's text (src/api/graphqlClient.ts).
const CLASS_CODE = `export class TypedDocumentString extends String {
  constructor(value, __meta__) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }
  toString() {
    return this.value;
  }
}
`;

/** Every document of the generated module: export name -> its constructor arguments' source. */
export function operationDocumentsOf(source: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const match of source.matchAll(DOCUMENT)) documents.set(match[1]!, match[3] ? `${match[2]}, ${match[3]}` : match[2]!);
  const declared = source.match(/^export const \w+ = new TypedDocumentString\(/gm)?.length ?? 0;
  if (declared !== documents.size) throw new Error(`operationDocuments: read ${documents.size} of the ${declared} documents in ${GENERATED} (codegen output changed shape?)`);
  return documents;
}

/**
 * A module per operation in the build (issue 9 size budgets). codegen writes every document into
 * src/api/generated/graphql.ts, and a module is never split between chunks: the documents of every
 * screen travelled in one chunk that every signed-in page loads. Here that module becomes re-exports of
 * one side-effect-free module per document, so each document lands with the screens that import it.
 * Same objects at run time (the generated class, the same text); the dev server and the type checker
 * keep the generated file as it is.
 */
export function operationDocuments(): Plugin {
  let documents: Map<string, string> | null = null;
  const read = () => (documents ??= operationDocumentsOf(readFileSync(GENERATED, 'utf8')));
  return {
    name: 'portal:operation-documents',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === DOCUMENT_CLASS || source.startsWith(DOCUMENT_PREFIX)) return { id: source, moduleSideEffects: false };
      return null;
    },
    load(id) {
      if (id === GENERATED) {
        const reExports = [...read().keys()].map((name) => `export { ${name} } from ${JSON.stringify(DOCUMENT_PREFIX + name)};`);
        return { code: [`export { TypedDocumentString } from ${JSON.stringify(DOCUMENT_CLASS)};`, ...reExports].join('\n'), moduleType: 'js', moduleSideEffects: false };
      }
      if (id === DOCUMENT_CLASS) return { code: CLASS_CODE, moduleType: 'js' };
      if (id.startsWith(DOCUMENT_PREFIX)) {
        const name = id.slice(DOCUMENT_PREFIX.length);
        const args = read().get(name);
        if (args === undefined) throw new Error(`operationDocuments: no document ${name} in ${GENERATED}`);
        return { code: `import { TypedDocumentString } from ${JSON.stringify(DOCUMENT_CLASS)};\nexport const ${name} = /* @__PURE__ */ new TypedDocumentString(${args});\n`, moduleType: 'js' };
      }
      return null;
    },
  };
}

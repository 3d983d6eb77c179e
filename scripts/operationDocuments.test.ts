import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationDocumentsOf } from './operationDocuments';

// The build splits codegen's one module into a module per document (operationDocuments.ts): every
// document the generated file declares must be found, with the text it was generated with.
describe('operationDocumentsOf', () => {
  const source = readFileSync(new URL('../src/api/generated/graphql.ts', import.meta.url), 'utf8');

  it('reads every document of the generated module, each with its operation text', () => {
    const documents = operationDocumentsOf(source);
    const declared = [...source.matchAll(/^export const (\w+) = new TypedDocumentString\(/gm)].map((match) => match[1]);
    expect([...documents.keys()]).toEqual(declared);
    expect(documents.get('AccountOverviewDocument')).toMatch(/^`\s*query AccountOverview\b/);
    expect(documents.get('BankAccountRowFragmentDoc')).toMatch(/, \{"fragmentName":"BankAccountRow"\}$/);
  });

  it('fails the build when codegen changes the shape it reads', () => {
    expect(() => operationDocumentsOf('export const XDocument = new TypedDocumentString(`query X { x }`) as unknown as Other;')).toThrow(/read 0 of the 1 documents/);
  });
});

import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * `npx graphql-codegen --config codegen.ts` (npm run codegen). One schema (server/schema/*.graphql, a file per module), two outputs:
 * resolver types for the server, typed documents for the browser's operations. The browser's documents
 * are strings (`documentMode: 'string'`: TypedDocumentString, typed as `TypedDocumentNode` would be): the
 * data client POSTs them as they are, so the browser needs no GraphQL parser or printer (issue 9 size
 * budgets). The browser output tolerates an empty operations folder (ignoreNoDocuments).
 */
const scalars = {
  MinorUnits: 'number',
  DateTime: { input: 'string', output: 'Date | string' },
};

const config: CodegenConfig = {
  schema: 'server/schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'server/schema/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        scalars,
        contextType: '../../graphql/context#GraphQLContext',
        enumsAsTypes: true,
        useIndexSignature: false,
      },
    },
    'src/api/generated/graphql.ts': {
      documents: 'src/api/operations/**/*.graphql',
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        scalars: { MinorUnits: 'number', DateTime: 'string' },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
        documentMode: 'string',
      },
    },
  },
};

export default config;

import { NoSchemaIntrospectionCustomRule } from './graphqlRuntime';
import type { Plugin } from 'graphql-yoga';

/** Refuses __schema / __type queries (production): the schema is not published to strangers. */
export function disableIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

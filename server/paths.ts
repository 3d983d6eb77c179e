import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's folders the server reads at run time. Found from the nearest folder above this
 * module that holds package.json, not by a fixed number of `..`: the same code runs from server/
 * (tsx, Vitest) and from the bundle `npm start` runs (dist-server/main.mjs, scripts/build-server.mjs).
 */
function repositoryRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    folder = parent;
  }
  return folder;
}

export const REPO_ROOT = repositoryRoot();
/** The GraphQL SDL files, one per module (server/schema/*.graphql). */
export const SCHEMA_FOLDER = join(REPO_ROOT, 'server', 'schema');
/** The built single-page app (`vite build`). */
export const SPA_DIST_FOLDER = join(REPO_ROOT, 'dist');

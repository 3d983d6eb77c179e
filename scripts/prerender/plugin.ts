import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import { messageBundles } from '../messageBundles';
import { precompiledMessages } from '../precompiledMessages';
import type { SignInPrerenderFile } from './signInEntry';

/**
 * Vite plugin (issue 9 part 3): after the client build has written dist/, builds
 * scripts/prerender/signInEntry.tsx for Node (`build.ssr`, everything bundled so React Spectrum's
 * CSS imports are dropped rather than loaded by Node), runs it, and writes one file per bundled
 * locale: dist/prerender/signIn/<locale>.json, and the module that fills their texts in,
 * dist/prerender/signIn/fill.mjs (server/http/signInPrerender.ts reads both). Part of
 * every `vite build`, so `npm run build`, CI's build step and the e2e servers all have it.
 */
const ENTRY = path.resolve(import.meta.dirname, 'signInEntry.tsx');
const FILL = path.resolve(import.meta.dirname, 'fillTexts.ts');
export const PRERENDER_DIR = path.join('prerender', 'signIn');

export function signInPrerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:sign-in-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = path.join(config.root, 'node_modules', '.cache', 'sign-in-prerender');
      rmSync(ssrDir, { recursive: true, force: true });
      await ssrBuild(config.root, { entry: ENTRY, outDir: ssrDir, fileName: 'signInEntry.mjs', plugins: [react(), precompiledMessages(), messageBundles()], emptyOutDir: true });
      const dir = path.join(outDir, PRERENDER_DIR);
      // The server's text filler, one module with everything it imports (no chunks to copy along).
      await ssrBuild(config.root, { entry: FILL, outDir: dir, fileName: 'fill.mjs', plugins: [precompiledMessages()], emptyOutDir: false, oneFile: true });
      const entry = (await import(pathToFileURL(path.join(ssrDir, 'signInEntry.mjs')).href)) as { renderSignInPrerenders: () => Promise<SignInPrerenderFile[]> };
      const files = await entry.renderSignInPrerenders();
      mkdirSync(dir, { recursive: true });
      for (const file of files) writeFileSync(path.join(dir, `${file.locale}.json`), JSON.stringify(file));
      config.logger.info(`sign-in prerender: ${files.length} locales in ${path.relative(config.root, dir)}`);
    },
  };
}

/** One inner Node build (`vite build --ssr`) of `entry` into `outDir/fileName`, everything bundled in. */
async function ssrBuild(
  root: string,
  options: { entry: string; outDir: string; fileName: string; plugins: PluginOption[]; emptyOutDir: boolean; oneFile?: boolean },
): Promise<void> {
  const output = options.oneFile ? { entryFileNames: options.fileName, codeSplitting: false } : { entryFileNames: options.fileName };
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    mode: 'production',
    // Nothing of public/ (the client build has copied it to dist/ already).
    publicDir: false,
    plugins: options.plugins,
    ssr: { noExternal: true },
    build: { ssr: options.entry, outDir: options.outDir, emptyOutDir: options.emptyOutDir, target: 'node20', minify: false, rolldownOptions: { output } },
  });
}

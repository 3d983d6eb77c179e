import type { PageConfig } from '../../domain/pageConfig';
import { readPageConfig } from '../pageConfig';

/**
 * Boot step 1 "abort-boot" (spec 7). Without a valid page configuration nothing else can start
 * (program, locales and feature flags come from it), so the page shows a plain fatal message. It is
 * deliberately not translated: the message bundles are chosen from the configuration that failed.
 */
const FATAL_MESSAGE = 'The portal could not start because its configuration is missing or invalid. Please reload the page; if this keeps happening, contact support.';

export function abortBootUnlessConfigured(root: HTMLElement): Readonly<PageConfig> | null {
  const result = readPageConfig();
  if (result.ok) return result.config;
  console.error(`[boot] aborted: ${result.reason}`);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = FATAL_MESSAGE;
  message.style.cssText = 'font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem;';
  root.replaceChildren(message);
  return null;
}

/**
 * Boot step "monitoring" (spec 7). For now uncaught errors and unhandled rejections go to the
 * console with a `[monitoring]` prefix; a real error-reporting service plugs in here (one place) by
 * replacing `report`. Nothing personal is logged: only the message and stack.
 */
type Report = (kind: 'error' | 'unhandledrejection', detail: unknown) => void;

const report: Report = (kind, detail) => console.error(`[monitoring] ${kind}`, detail);

let installed = false;

export function startMonitoring(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => report('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report('unhandledrejection', event.reason));
}

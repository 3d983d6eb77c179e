/**
 * Page-load tracking sink (spec 2: "Every page change fires a page-load tracking event with page
 * name, url and button/link label"). Events are kept in memory and dispatched as
 * `window` CustomEvent `portal:page-load` (detail: PageLoadEvent) so tests and a future analytics
 * adapter can observe them. Which routes are tracked is a rule: machines/rules/navigation.ts.
 */
export interface PageLoadEvent {
  pageName: string;
  url: string;
  /** Text of the link or button whose click caused the navigation; null otherwise. */
  label: string | null;
}

export const PAGE_LOAD_EVENT = 'portal:page-load';
const MAX_KEPT_EVENTS = 200;
/** A click counts as the cause of a navigation that starts within this long. */
const CLICK_LABEL_TTL_MS = 2000;

const events: PageLoadEvent[] = [];

export function trackPageLoad(event: PageLoadEvent): void {
  events.push(event);
  if (events.length > MAX_KEPT_EVENTS) events.shift();
  window.dispatchEvent(new CustomEvent<PageLoadEvent>(PAGE_LOAD_EVENT, { detail: event }));
}

export function getPageLoadEvents(): readonly PageLoadEvent[] {
  return events;
}

let lastClick: { label: string; at: number } | null = null;
let recording = false;

function labelOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('a, button, [role="link"], [role="button"], [role="menuitem"], [role="tab"]');
  if (!control) return null;
  const text = (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

export function startClickLabelRecorder(): void {
  if (recording) return;
  recording = true;
  document.addEventListener(
    'click',
    (event) => {
      const label = labelOf(event.target);
      lastClick = label ? { label, at: performance.now() } : null;
    },
    { capture: true },
  );
}

/** The label of a recent click, consumed once (the next navigation without a click gets null). */
export function takeClickLabel(): string | null {
  const click = lastClick;
  lastClick = null;
  return click && performance.now() - click.at <= CLICK_LABEL_TTL_MS ? click.label : null;
}

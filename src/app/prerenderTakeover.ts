/**
 * The hand-over from server markup to the app (issue 9 part 3). On /login the server may send the
 * sign-in screen's markup inside #root (server/http/signInPrerender.ts, marked `data-prerendered`),
 * painted before any script runs. The app does not hydrate it: it renders into a hidden container
 * beside it, and when that render shows a screen (no loading indicator left) the prerendered #root
 * is removed and the app's container takes its place and id in the same frame. The same component
 * at the same place paints the same boxes, so nothing shifts and the largest paint stays the first.
 * Whatever the app shows (another language stored in this browser, a redirect, an error page), the
 * visitor ends with the app's own render: at once when the app navigates elsewhere, and a render
 * that never settles is shown after TAKEOVER_TIMEOUT_MS anyway.
 *
 * What a visitor did on the prerendered form meanwhile is carried over: typed values, the focused
 * control, and a submit (held back until the app's form can take it).
 */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The shell's loading indicator (src/app/Busy.tsx). */
const LOADING = '.app-busy';
const TAKEOVER_TIMEOUT_MS = 20_000;
const SIGN_IN_PATH = '/login';
const CONTROLS = 'input, textarea, select, button, a[href]';

/** The container the app renders into: #root itself, or, when #root holds prerendered markup, a hidden one that replaces it. */
export function takeOverPrerendered(root: HTMLElement): HTMLElement {
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return root;
  const container = document.createElement('div');
  container.hidden = true;
  root.after(container);

  let submitRequested = false;
  // Until the app's form exists, a submit (Enter, a click on Sign In) would reload the page.
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    submitRequested = true;
  };
  root.addEventListener('submit', holdSubmit, true);

  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timeout);
    const previous = [...root.querySelectorAll<HTMLElement>(CONTROLS)];
    const focused = previous.findIndex((control) => control === document.activeElement);
    // For bench/coldLoad.ts: when the app's render replaced the server's.
    performance.mark('prerender-takeover');
    root.remove();
    container.id = 'root';
    container.hidden = false;
    carryOver(previous, [...container.querySelectorAll<HTMLElement>(CONTROLS)], focused, submitRequested);
  };
  const isSettled = () => container.querySelector(LOADING) === null && (container.querySelector('h1') !== null || (container.textContent ?? '').trim() !== '');
  // The markup is the sign-in screen: once the app has gone to another path (other than from / to
  // /login, where home sends a visitor without a session), it no longer shows what the URL says.
  const servedPath = location.pathname;
  const hasLeft = () => location.pathname !== servedPath && location.pathname !== SIGN_IN_PATH;
  // Runs after React's commit and before the next paint, so the frame shows one or the other.
  const observer = new MutationObserver(() => {
    if (isSettled() || hasLeft()) swap();
  });
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const timeout = setTimeout(swap, TAKEOVER_TIMEOUT_MS);
  return container;
}

const setNativeValue = (input: HTMLInputElement, value: string) => {
  // React listens for `input` events and reads the value through the prototype's setter.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Typed values, focus and a held submit move to the app's controls, matched by order (the same screen has the same controls). */
function carryOver(previous: HTMLElement[], next: HTMLElement[], focused: number, submitRequested: boolean): void {
  const sameScreen = previous.length === next.length && previous.every((control, i) => control.tagName === next[i]!.tagName);
  if (!sameScreen) return;
  previous.forEach((control, i) => {
    const target = next[i]!;
    if (control instanceof HTMLInputElement && target instanceof HTMLInputElement && control.value !== '' && target.value === '') setNativeValue(target, control.value);
  });
  if (focused >= 0) next[focused]!.focus();
  if (submitRequested) next.find((control): control is HTMLInputElement => control instanceof HTMLInputElement)?.form?.requestSubmit();
}

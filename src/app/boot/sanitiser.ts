/**
 * Boot step "HTML sanitiser" (spec 7). The sanitiser (src/sanitize/sanitizeHtml.ts, DOMPurify, 11 kB
 * gzip) configures itself on first use and loads with the first screen that imports it: program
 * HTML (app alerts, overrides that carry markup) appears only on signed-in screens. This step loads
 * nothing: it used to warm the sanitiser up when the browser was idle with a session, but no screen
 * shows program HTML yet, so every signed-in cold load downloaded it for nothing (issue 9: Account
 * Overview budget). A screen that shows program HTML imports sanitizeHtml itself.
 */
export function startSanitiser(): void {
  // Nothing to do before the first render: see above.
}

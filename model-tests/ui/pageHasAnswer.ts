import type { Request } from '@playwright/test';

/**
 * Resolves once the page has the whole answer to `request` (let through or fulfilled by a test) and
 * has run what it queued for it: a round trip through the page. A timer the page sets on the answer
 * (the next token refresh, a resend cooldown) is set by then, so a clock moved next fires it. Not
 * waiting let the clock jump before the page had the answer, and the timer never fired (CI, 27 Nov).
 */
export async function pageHasAnswer(request: Request): Promise<void> {
  await (await request.response())?.finished();
  // A page that has navigated away meanwhile has run it.
  await request
    .frame()
    .evaluate(() => undefined)
    .catch(() => undefined);
}

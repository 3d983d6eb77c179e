// The axe check every journey relies on (fixtures.ts `expectAccessible`) can fail: on a page with
// known WCAG violations it names them, and it checks only the WCAG 2.0 A/AA and 2.1 AA rules (a
// best-practice rule such as "content in landmarks" is not one of them).
import { expect, expectAccessible, test } from './fixtures';

test('the axe check names WCAG violations and only those', async ({ page }) => {
  await page.setContent(`<!doctype html><html><head><title>Bad page</title></head><body>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#bbb;background:#fff">Low contrast text</p>
    <div>Text outside any landmark</div>
  </body></html>`);
  const failure = await expectAccessible(page).then(() => null, (error: unknown) => String(error));
  expect(failure).toContain('html-has-lang');
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
  expect(failure).not.toContain('region');
});

// UI model test of the chargeUpload machine (machines/app/uploadData): generated paths replayed in
// Chromium on Tools -> Upload Data as the seller's administrator (the `seller` project). Event ->
// page action (a workbook or a CSV file set on the file field, Upload, Cancel; the server's answer
// released), state -> assertion by role and label (the refusal in the rule's words, the progress
// bar while uploading, the result and its failure table). POST /imports/charges is held in the page
// until the path releases the answer it expects: no charge is imported on the server.
// Not driven (printed with the reason): the upload's progress (the browser counts the bytes it has
// sent; a page cannot make it report the sample's count) and choosing a file while one uploads (the
// file field is disabled then).
import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { chargeUploadCatalogEntry } from '../../machines/app/uploadData/catalogEntry';
import type { ChargeUploadContext, UploadFile } from '../../machines/app/uploadData/chargeUploadMachine';
import { transitionsTaken } from '../coverage/machineCoverage';
import { CHARGE_IMPORT_PATH, type ChargeImportResult } from '../../src/domain/chargeImport';
import { signedInAs } from '../../e2e/support/signedIn';
import { describePath, formatUiCoverage, planUiReplay, stepsOf, type UiNotDriven } from './uiReplayPlan';

const entry = chargeUploadCatalogEntry;

const notDriven: UiNotDriven = (event, before) => {
  if (event.type === 'chargeUpload.progress') return "not driven: the browser reports the upload's progress itself (the bytes it has sent); a page cannot make it report the sample's count";
  if (event.type === 'chargeUpload.choose' && before.matches('uploading')) return 'not driven: the file field is disabled while a file uploads';
  return null;
};

/** The upload request, held until the path releases the server's answer. */
class HeldUpload {
  private held: Route | null = null;
  private waiter: ((route: Route) => void) | null = null;

  async install(page: Page): Promise<void> {
    await page.route(`**${CHARGE_IMPORT_PATH}`, (route) => {
      if (this.waiter) this.waiter(route);
      else this.held = route;
      this.waiter = null;
    });
  }

  async release(status: number, body: unknown): Promise<void> {
    const route = this.held ?? (await new Promise<Route>((resolve) => (this.waiter = resolve)));
    this.held = null;
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  }

  /** Cancel aborted the request: the page no longer waits for it. */
  forget(): void {
    this.held = null;
  }
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function perform(page: Page, upload: HeldUpload, event: AnyEventObject): Promise<void> {
  switch (event.type) {
    case 'chargeUpload.choose': {
      const file = event['file'] as UploadFile;
      return page.getByLabel('Workbook (.xlsx, at most 5 MB)').setInputFiles({ name: file.name, mimeType: file.name.endsWith('.xlsx') ? XLSX : 'text/csv', buffer: Buffer.alloc(file.size) });
    }
    case 'chargeUpload.start':
      return page.getByRole('button', { name: 'Upload', exact: true }).click();
    case 'chargeUpload.cancel':
      await page.getByRole('button', { name: 'Cancel' }).click();
      return upload.forget();
    case 'chargeUpload.done':
      return upload.release(200, event['result'] as ChargeImportResult);
    case 'chargeUpload.failed':
      return upload.release(400, { code: 'BAD_USER_INPUT', messageId: event['messageId'] });
    default:
      throw new Error(`no page action for ${event.type}`);
  }
}

const MESSAGES: Record<string, string> = {
  'uploadData.error.notAWorkbook': 'The file is not an Excel workbook (.xlsx).',
  'uploadData.error.wrongHeaders': "The first row must hold the template's columns, in its order.",
};

async function check(page: Page, state: AnyMachineSnapshot): Promise<void> {
  const context = state.context as ChargeUploadContext;
  const uploadButton = page.getByRole('button', { name: 'Upload', exact: true });
  const refused = page.getByRole('heading', { name: 'The file was not imported' });
  const summary = page.getByTestId('upload-data-summary');
  await (context.messageId ? expect(refused).toBeVisible() : expect(refused).toHaveCount(0));
  if (context.messageId) await expect(page.getByText(MESSAGES[context.messageId]!)).toBeVisible();
  if (state.matches('uploading')) {
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^(Uploading charges\.xlsx|Checking and importing the rows)/ })).toBeVisible();
    return expect(uploadButton).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await (state.matches('idle') || state.matches('fileRefused') ? expect(uploadButton).toBeDisabled() : expect(uploadButton).toBeEnabled());
  if (!state.matches('imported')) return expect(summary).toHaveCount(0);
  const result = context.result!;
  await expect(summary).toHaveText(`${result.imported} charges imported, ${result.alreadyImported} already imported before, ${result.failures.length} row failed.`);
  await expect(page.getByRole('table', { name: /1 row failed/ }).getByRole('rowheader')).toHaveText(result.failures.map((f) => f.invoiceReferenceId));
  await expect(page.getByText('No buyer has the client reference ID NOPE.')).toBeVisible();
}

const plan = planUiReplay(entry, notDriven);
const covered = new Set<string>();

test.describe('chargeUpload machine in Chromium (generated paths)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ storageState: signedInAs('client.admin@northwind.example') });

  for (const [index, path] of plan.paths.entries()) {
    test(`path ${index + 1}: ${describePath(path)}`, async ({ page }) => {
      const upload = new HeldUpload();
      await upload.install(page);
      await page.goto('/tools/upload-data');
      await expect(page.getByRole('heading', { level: 1, name: 'Upload Data' })).toBeVisible({ timeout: 30_000 });
      await check(page, path.steps[0]!.state);
      for (const { event, before, after } of stepsOf(path)) {
        await perform(page, upload, event);
        await check(page, after);
        transitionsTaken(entry.machine, before, event).forEach((key) => covered.add(key));
      }
    });
  }

  test.afterAll(() => {
    console.log(formatUiCoverage(entry.id, covered, plan));
    expect(covered.size, 'every drivable transition was replayed in the browser').toBe(plan.transitionsDriven.size);
  });
});

// UI model test of the developers machine (machines/app/developers): generated paths replayed in
// Chromium on the Developers page as the seller's developer (the `seller` project). Event -> page
// action (the key and endpoint forms, Revoke and its confirmation, Disable, I have copied it, Try
// again; the delivery log's refresh is the page's own timer, run on the page's clock), state ->
// assertion by role and label (the lists with their statuses, the secret shown once, the server's
// refusal, a running request). The DevelopersPage query and the four mutations are answered by the
// GraphQL stub, held until the path releases the answer it expects: no key or endpoint is made on
// the server (the developer journey counts its own).
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { developersCatalogEntry } from '../../machines/app/developers/catalogEntry';
import type { DevelopersContext } from '../../machines/app/developers/developersMachine';
import { DELIVERY_REFRESH_MS, type NewApiKey, type NewWebhookEndpoint } from '../../machines/app/developers/developersTypes';
import { API_SCOPES, WEBHOOK_EVENT_TYPES } from '../../machines/rules/sellerApi';
import { signedInAs } from '../../e2e/support/signedIn';
import { GraphqlStub, type GraphqlAnswer } from './graphqlStub';
import { describeUiReplay, uiPaths, UiCoverage, type UiDriver } from './uiReplay';

const entry = developersCatalogEntry;
const UI_EVENTS: AnyEventObject[] = [...entry.sampleEvents, ...Object.values(entry.actorOutputs ?? {}).flat()] as AnyEventObject[];

/** Each actor's operation and the field its answer sits in. */
const OPERATIONS: Record<string, [operation: string, field: string | null]> = {
  load: ['DevelopersPage', null],
  refresh: ['DevelopersPage', null],
  createApiKey: ['CreateApiKey', 'createApiKey'],
  revokeApiKey: ['RevokeApiKey', 'revokeApiKey'],
  registerWebhookEndpoint: ['RegisterWebhookEndpoint', 'registerWebhookEndpoint'],
  setWebhookEndpointEnabled: ['SetWebhookEndpointEnabled', 'setWebhookEndpointEnabled'],
};

function answerFor(event: AnyEventObject): { operation: string; answer: GraphqlAnswer } {
  const [, kind, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
  const [operation, field] = OPERATIONS[actor!]!;
  if (kind === 'error') return { operation, answer: { error: (event as { error?: { code: string; messageId: string } }).error! } };
  const output = (event as { output?: Record<string, unknown> }).output!;
  if (field === null) return { operation, answer: { data: { apiKeys: output['keys'], webhookEndpoints: output['endpoints'], webhookDeliveries: output['deliveries'] } } };
  // The mutations' answers name the created key `apiKey` (the machine's output: `key`).
  const data = actor === 'createApiKey' ? { secret: output['secret'], apiKey: output['key'] } : output;
  return { operation, answer: { data: { [field]: data } } };
}

/** Sets a checkbox group to exactly `chosen`. */
async function choose(page: Page, all: readonly string[], chosen: readonly string[]): Promise<void> {
  for (const code of all) {
    const box = page.getByRole('checkbox', { name: code, exact: true });
    await (chosen.includes(code) ? box.check() : box.uncheck());
  }
}

const form = (page: Page, name: string) => page.getByRole('form', { name });
const endpointsTable = (page: Page) => page.getByRole('table', { name: 'Your webhook endpoints' });

let graphql: GraphqlStub;

const driver: UiDriver = {
  async open(page) {
    graphql = await GraphqlStub.install(page, {}, ['DevelopersPage', 'CreateApiKey', 'RevokeApiKey', 'RegisterWebhookEndpoint', 'SetWebhookEndpointEnabled']);
    // The delivery log refreshes on the page's clock: it runs freely while the app boots and the
    // load is held, stands still from the load's answer on (when the refresh timer starts) and
    // then runs only when a step says so.
    await page.clock.install();
    // Signed in already (the suite's storageState: one sign-in per worker, e2e/support/signedIn.ts).
    await page.goto('/developers');
    // The app has booted (its own timers ran) and the page's machine waits for its held load.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => graphql.sent.some((request) => request.operation === 'DevelopersPage'), { timeout: 30_000 }).toBe(true);
  },

  async perform(page, event, before) {
    if (event.type.startsWith('xstate.')) {
      const { operation, answer } = answerFor(event);
      if (event.type === 'xstate.done.actor.load') await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
      return graphql.release(operation, answer);
    }
    const context = before.context as DevelopersContext;
    switch (event.type) {
      case 'developers.retry':
        return page.getByRole('button', { name: 'Try again' }).click();
      case 'developers.refresh':
        return page.clock.runFor(DELIVERY_REFRESH_MS);
      case 'apiKey.create': {
        const input = event['input'] as NewApiKey;
        const keyForm = form(page, 'Create API key');
        await keyForm.getByRole('textbox', { name: /^Key name/ }).fill(input.name);
        await keyForm.getByRole('radio', { name: input.mode === 'test' ? 'Test' : 'Live' }).check();
        await choose(keyForm.page(), API_SCOPES, input.scopes);
        return keyForm.getByRole('button', { name: 'Create API key' }).click();
      }
      case 'webhook.register': {
        const input = event['input'] as NewWebhookEndpoint;
        const endpointForm = form(page, 'Add endpoint');
        await endpointForm.getByRole('textbox', { name: /^Endpoint URL/ }).fill(input.url);
        await endpointForm.getByRole('radio', { name: input.mode === 'test' ? 'Test' : 'Live' }).check();
        await choose(page, WEBHOOK_EVENT_TYPES, input.eventTypes);
        return endpointForm.getByRole('button', { name: 'Add endpoint' }).click();
      }
      case 'apiKey.revoke':
        return page.getByRole('button', { name: `Revoke ${context.keys.find((k) => k.id === event['id'])!.name}` }).click();
      case 'apiKey.confirmRevoke':
      case 'apiKey.cancelRevoke':
        await page.getByRole('alertdialog').getByRole('button', { name: event.type === 'apiKey.confirmRevoke' ? 'Revoke' : 'Cancel' }).click();
        // The dialog's closing transition runs on the page's clock (far below the refresh's 3 s).
        await page.clock.runFor(1_000);
        return expect(page.getByRole('alertdialog')).toHaveCount(0);
      case 'webhook.setEnabled': {
        const row = context.endpoints.findIndex((e) => e.id === event['id']);
        return endpointsTable(page).getByRole('button', { name: event['enabled'] ? 'Enable' : 'Disable' }).nth(row).click();
      }
      case 'secret.dismiss':
        return page.getByRole('button', { name: 'I have copied it' }).click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },

  async check(page, state: AnyMachineSnapshot) {
    const context = state.context as DevelopersContext;
    if (state.matches('loading')) return expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    if (state.matches('failed')) return expect(page.getByText('The developer settings could not be loaded.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    const keys = page.getByRole('table', { name: 'Your API keys' });
    for (const key of context.keys) await expect(keys.getByRole('row', { name: new RegExp(`^${key.name} `) })).toContainText(key.status === 'active' ? 'Active' : 'Revoked');
    await expect(endpointsTable(page).getByRole('row')).toHaveCount(1 + Math.max(context.endpoints.length, 1));
    for (const [i, endpoint] of context.endpoints.entries()) await expect(endpointsTable(page).getByRole('row').nth(i + 1)).toContainText(endpoint.status === 'enabled' ? 'Enabled' : 'Disabled');
    const secret = context.shownSecret;
    const secretHeading = page.getByRole('heading', { name: /^(Your new API key: |Signing secret for )/ });
    await (secret ? expect(secretHeading).toHaveText(secret.kind === 'apiKey' ? `Your new API key: ${secret.name}` : `Signing secret for ${secret.name}`) : expect(secretHeading).toHaveCount(0));
    const failure = page.getByRole('heading', { name: 'That did not work' });
    await (context.failure ? expect(failure).toBeVisible() : expect(failure).toHaveCount(0));
    if (context.failure) await expect(page.getByText(context.failure.messageId === 'rule.apiKey.notAllowedInState' ? 'This API key has already been revoked.' : 'Some of the information you entered is not valid.', { exact: false })).toBeVisible();
    if (state.matches('confirmingRevoke')) return expect(page.getByRole('alertdialog', { name: `Revoke ${context.revoking!.name}?` })).toBeVisible();
    const pending = (name: string, nth = 0) => expect(page.getByRole('button', { name }).nth(nth)).toHaveAttribute('aria-disabled', 'true');
    if (state.matches('creatingKey')) await pending('Create API key');
    if (state.matches('registering')) await pending('Add endpoint');
    if (state.matches('revoking')) await pending(`Revoke ${context.revoking!.name}`);
  },
};

/**
 * The page's controls only: an event the state ignores has no control, a secret is dismissed only
 * while one shows, and Disable / Enable is the button the endpoint's status offers.
 */
const drivable = (before: AnyMachineSnapshot, event: AnyEventObject): boolean => {
  if (event.type.startsWith('xstate.')) return true;
  if (!before.can(event as never)) return false;
  const context = before.context as DevelopersContext;
  if (event.type === 'secret.dismiss') return context.shownSecret !== null;
  if (event.type === 'webhook.setEnabled') return context.endpoints.some((e) => e.id === event['id'] && (e.status === 'enabled') !== event['enabled']);
  return true;
};
const paths = uiPaths(entry, UI_EVENTS, drivable);
const coverage = new UiCoverage(entry);

describeUiReplay('developers machine in Chromium (generated paths)', driver, paths, coverage, { storageState: signedInAs('developer@northwind.example') });

import { Button, ButtonGroup, Content, Dialog, DialogContainer, Divider, Flex, Heading, InlineAlert, ProgressCircle, Text, TextField, View } from '@adobe/react-spectrum';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { API_KEY_MODES, API_SCOPES, createApiKeySchema, WEBHOOK_EVENT_TYPES, type ApiKeyMode } from '../../machines/rules/sellerApi';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useTranslate } from '../common/translate';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { ChoiceCheckboxes, ModeRadios } from './DeveloperChoices';
import type { DevelopersViewModel } from './useDevelopersViewModel';
import './developers.css';

interface KeyFormValues {
  name: string;
  mode: ApiKeyMode;
  scopes: string[];
}

interface EndpointFormValues {
  url: string;
  mode: ApiKeyMode;
  eventTypes: string[];
}

const endpointFormSchema = z.object({
  url: z.string().trim().min(1).max(500).url(),
  mode: z.enum(API_KEY_MODES),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1),
});

function ShownSecretAlert({ vm }: { vm: DevelopersViewModel }) {
  const t = useTranslate();
  const shown = vm.shownSecret;
  if (!shown) return null;
  return (
    <InlineAlert variant="notice" marginBottom="size-300">
      <Heading>{t(shown.kind === 'apiKey' ? 'developers.secret.keyTitle' : 'developers.secret.signingTitle', { name: shown.name })}</Heading>
      <Content>
        <Text>{t('developers.secret.once')}</Text>
        <TextField label={t(shown.kind === 'apiKey' ? 'developers.secret.keyLabel' : 'developers.secret.signingLabel')} value={shown.secret} isReadOnly width="100%" marginTop="size-100" UNSAFE_className="developers-code" />
        <Button variant="secondary" marginTop="size-100" onPress={vm.dismissSecret}>
          {t('developers.secret.dismiss')}
        </Button>
      </Content>
    </InlineAlert>
  );
}

/**
 * Empties a form once its server call has succeeded, not when it is sent: a refused key or endpoint
 * keeps what the developer typed, beside the page's error.
 */
function useResetWhenDone(form: { reset(): void }, vm: DevelopersViewModel, call: 'creatingKey' | 'registering'): void {
  const sent = useRef(false);
  useEffect(() => {
    if (vm.busy === call) {
      sent.current = true;
    } else if (sent.current) {
      sent.current = false;
      if (!vm.failure) form.reset();
    }
  }, [form, vm.busy, vm.failure, call]);
}

function KeyForm({ vm }: { vm: DevelopersViewModel }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { name: '', mode: 'test', scopes: ['charges:read', 'charges:write', 'buyers:read'] } as KeyFormValues,
    ...schemaValidation<KeyFormValues>(createApiKeySchema),
    onSubmit: ({ value }) => vm.createKey({ name: value.name.trim(), mode: value.mode, scopes: value.scopes }),
  });
  useResetWhenDone(form, vm, 'creatingKey');
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('developers.keys.create')} maxWidth="size-6000">
        <form.AppField name="name">{(field) => <field.TextField label={t('developers.keys.name')} isRequired />}</form.AppField>
        <form.Field name="mode">{(field) => <ModeRadios value={field.state.value} onChange={field.handleChange} />}</form.Field>
        <form.Field name="scopes">
          {(field) => (
            <ChoiceCheckboxes
              label={t('developers.keys.scopes')}
              choices={API_SCOPES}
              value={field.state.value}
              onChange={field.handleChange}
              errorMessage={field.state.meta.errors.length > 0 ? t('developers.keys.scopesRequired') : undefined}
            />
          )}
        </form.Field>
        <form.SubmitButton isPending={vm.busy === 'creatingKey'}>{t('developers.keys.create')}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}

function EndpointForm({ vm }: { vm: DevelopersViewModel }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { url: '', mode: 'test', eventTypes: ['charge.updated'] } as EndpointFormValues,
    ...schemaValidation<EndpointFormValues>(endpointFormSchema),
    onSubmit: ({ value }) => vm.registerEndpoint({ url: value.url.trim(), mode: value.mode, eventTypes: value.eventTypes }),
  });
  useResetWhenDone(form, vm, 'registering');
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('developers.webhooks.register')} maxWidth="size-6000">
        <form.AppField name="url">{(field) => <field.TextField label={t('developers.webhooks.url')} type="url" isRequired />}</form.AppField>
        <form.Field name="mode">{(field) => <ModeRadios value={field.state.value} onChange={field.handleChange} />}</form.Field>
        <form.Field name="eventTypes">
          {(field) => (
            <ChoiceCheckboxes
              label={t('developers.webhooks.events')}
              choices={WEBHOOK_EVENT_TYPES}
              value={field.state.value}
              onChange={field.handleChange}
              errorMessage={field.state.meta.errors.length > 0 ? t('developers.webhooks.eventsRequired') : undefined}
            />
          )}
        </form.Field>
        <form.SubmitButton isPending={vm.busy === 'registering'}>{t('developers.webhooks.register')}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}

/** Routes `developers`, `developers-api-keys` (spec 2 Developers): API keys, webhooks and their delivery log. Knows no API. */
export function DevelopersView(vm: DevelopersViewModel) {
  const t = useTranslate();
  const intl = useIntl();
  const when = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : t('developers.never'));
  if (vm.status === 'failed') return <LoadFailedAlert titleId="developers.loadFailed" onRetry={vm.retry} />;
  if (vm.status === 'loading') return <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.developers')}
      </Heading>
      <Text>{t('developers.intro')}</Text>
      <Flex gap="size-200" marginY="size-200" wrap>
        <a href="/docs/api/index.html">{t('menu.apiDocs')}</a>
      </Flex>
      <ShownSecretAlert vm={vm} />
      {vm.failure && (
        <InlineAlert variant="negative" marginBottom="size-200">
          <Heading>{t('developers.failed')}</Heading>
          <Content>{t(vm.failure.messageId)}</Content>
        </InlineAlert>
      )}

      <Heading level={2}>{t('developers.keys.title')}</Heading>
      <Text>{t('developers.keys.help')}</Text>
      <KeyForm vm={vm} />
      <table className="developers-table">
        <caption>{t('developers.keys.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('developers.keys.name')}</th>
            <th scope="col">{t('developers.mode')}</th>
            <th scope="col">{t('developers.keys.prefix')}</th>
            <th scope="col">{t('developers.keys.scopes')}</th>
            <th scope="col">{t('developers.status')}</th>
            <th scope="col">{t('developers.keys.lastUsed')}</th>
            <th scope="col">{t('developers.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {vm.keys.length === 0 && (
            <tr>
              <td colSpan={7}>{t('developers.keys.none')}</td>
            </tr>
          )}
          {vm.keys.map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td>{t(`developers.mode.${key.mode}`)}</td>
              <td className="developers-code">{key.prefix}…</td>
              <td>{key.scopes.join(', ')}</td>
              <td>{t(`developers.keyStatus.${key.status}`)}</td>
              <td>{when(key.lastUsedAt)}</td>
              <td>
                {key.status === 'active' && (
                  <Button variant="negative" onPress={() => vm.askRevoke(key.id)} isPending={vm.busy === 'revoking'} aria-label={t('developers.keys.revokeNamed', { name: key.name })}>
                    {t('developers.keys.revoke')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <Heading level={2}>{t('developers.webhooks.title')}</Heading>
      <Text>{t('developers.webhooks.help')}</Text>
      <EndpointForm vm={vm} />
      <table className="developers-table">
        <caption>{t('developers.webhooks.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('developers.webhooks.url')}</th>
            <th scope="col">{t('developers.mode')}</th>
            <th scope="col">{t('developers.webhooks.events')}</th>
            <th scope="col">{t('developers.status')}</th>
            <th scope="col">{t('developers.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {vm.endpoints.length === 0 && (
            <tr>
              <td colSpan={5}>{t('developers.webhooks.none')}</td>
            </tr>
          )}
          {vm.endpoints.map((endpoint) => (
            <tr key={endpoint.id}>
              <td className="developers-code">{endpoint.url}</td>
              <td>{t(`developers.mode.${endpoint.mode}`)}</td>
              <td>{endpoint.eventTypes.join(', ')}</td>
              <td>{t(`developers.endpointStatus.${endpoint.status}`)}</td>
              <td>
                <Button variant="secondary" onPress={() => vm.setEndpointEnabled(endpoint.id, endpoint.status !== 'enabled')} isPending={vm.busy === 'settingEndpoint'}>
                  {t(endpoint.status === 'enabled' ? 'developers.webhooks.disable' : 'developers.webhooks.enable')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <Heading level={2}>{t('developers.deliveries.title')}</Heading>
      <table className="developers-table" aria-live="polite">
        <caption>{t('developers.deliveries.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('developers.deliveries.event')}</th>
            <th scope="col">{t('developers.deliveries.type')}</th>
            <th scope="col">{t('developers.status')}</th>
            <th scope="col">{t('developers.deliveries.attempts')}</th>
            <th scope="col">{t('developers.deliveries.lastAnswer')}</th>
            <th scope="col">{t('developers.deliveries.created')}</th>
          </tr>
        </thead>
        <tbody>
          {vm.deliveries.length === 0 && (
            <tr>
              <td colSpan={6}>{t('developers.deliveries.none')}</td>
            </tr>
          )}
          {vm.deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td className="developers-code">{delivery.eventId}</td>
              <td>{delivery.eventType}</td>
              <td>{t(`developers.deliveryStatus.${delivery.status}`)}</td>
              <td>{delivery.attempts}</td>
              <td>{delivery.lastStatusCode ?? '–'}</td>
              <td>{when(delivery.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {/* A Dialog of our own, not AlertDialog: AlertDialog closes (onDismiss: cancel) before it calls its primary action. */}
      <DialogContainer onDismiss={vm.cancelRevoke}>
        {vm.confirmingRevoke && (
          <Dialog role="alertdialog" size="S">
            <Heading>{t('developers.revoke.title', { name: vm.confirmingRevoke.name })}</Heading>
            <Divider />
            <Content>
              <Text>{t('developers.revoke.message')}</Text>
            </Content>
            <ButtonGroup>
              <Button variant="secondary" onPress={vm.cancelRevoke}>
                {t('developers.cancel')}
              </Button>
              <Button variant="negative" onPress={vm.confirmRevoke} autoFocus>
                {t('developers.keys.revoke')}
              </Button>
            </ButtonGroup>
          </Dialog>
        )}
      </DialogContainer>
    </View>
  );
}

import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { useState, type FunctionComponent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { pathFor } from '../../src/app/routes';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatMoney } from '../common/format';
import { CardTabsView } from './CardTabsView';
import type { CardTab, CreationOptions, PurchaseCardDeps } from '../../machines/app/purchaseCards/purchaseCardTypes';
import type { Money } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { RefusedSaveAlert } from '../common/RefusedSaveAlert';
import { toMajor, toMinor } from '../common/format';
import { userLimitSchema, type UserLimitFormValues } from './cardForms';
import { useCardListViewModel } from './useCardListViewModel';
import { useUserLimitViewModel, type UserLimitViewModel } from './useUserLimitViewModel';
import { useTranslate } from '../common/translate';
import { withScreenMessages } from '../common/WithScreenMessages';

function LimitForm({ vm }: { vm: UserLimitViewModel }) {
  const t = useTranslate();
  const { options } = vm;
  if (vm.loadFailed) return <LoadFailedAlert titleId="purchaseCards.error.loadFailed" onRetry={vm.retry} />;
  if (!options || !vm.ceiling) return <ProgressCircle aria-label={t('purchaseCards.loading')} isIndeterminate />;
  return <LimitFields vm={vm} options={options} ceiling={vm.ceiling} />;
}

/** The limit bound through formKit, checked by the limit rules (userLimitSchema); a refusal keeps what was typed. */
function LimitFields({ vm, options, ceiling }: { vm: UserLimitViewModel; options: CreationOptions; ceiling: Money }) {
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { limit: toMajor(vm.limitMinor) } as UserLimitFormValues,
    ...schemaValidation<UserLimitFormValues>(userLimitSchema(options)),
    listeners: { onChange: vm.edited },
    onSubmit: ({ value }) => vm.save(toMinor(value.limit)),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('purchaseCards.field.limit')} maxWidth="size-6000">
        <Flex direction="column" gap="size-150">
          <Text>{t('purchaseCards.create.for', { name: `${options.firstName} ${options.lastName}` })}</Text>
          <form.AppField name="limit">
            {(field) => (
              <field.NumberField
                label={t('purchaseCards.field.limit')}
                description={t('purchaseCards.limit.hint', { max: formatMoney(ceiling), owed: formatMoney(options.openCharges) })}
                formatOptions={{ style: 'currency', currency: ceiling.currency }}
                minValue={0}
                isDisabled={!options.canSetLimit}
                width="size-3600"
              />
            )}
          </form.AppField>
          <RefusedSaveAlert failureId={vm.failureId} />
          <div role="status">
            {vm.saved && (
              <InlineAlert variant={vm.saved.purchasesBlocked ? 'notice' : 'positive'}>
                <Heading>{t(vm.saved.purchasesBlocked ? 'purchaseCards.blocked.title' : 'purchasingControls.saved')}</Heading>
                {vm.saved.purchasesBlocked && <Content>{t('purchaseCards.blocked.message', { owed: formatMoney(vm.saved.openCharges) })}</Content>}
              </InlineAlert>
            )}
          </div>
          {options.canSetLimit && (
            <View>
              <form.SubmitButton isPending={vm.saving}>{t('purchasingControls.save')}</form.SubmitButton>
            </View>
          )}
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}

function UserCards({ api, userId, tab, onTab }: { api: PurchaseCardDeps; userId: string; tab: CardTab; onTab: (tab: CardTab) => void }) {
  return <CardTabsView vm={useCardListViewModel(api, tab, false, userId)} onTab={onTab} />;
}

function EditUserPurchasing({ api, userId }: { api: PurchaseCardDeps; userId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Which tab is shown is pure UI state (the cardList machine of each tab holds the workflow).
  const [tab, setTab] = useState<CardTab>('active');
  const limit = useUserLimitViewModel(api, userId);
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {intl.formatMessage({ id: 'page.edit-user-purchasing' })}
      </Heading>
      <LimitForm vm={limit} />
      <Heading level={2}>{intl.formatMessage({ id: 'purchaseCards.user.cards' })}</Heading>
      <View marginBottom="size-200">
        <Button variant="accent" onPress={() => navigate(pathFor('edit-user-purchasing-create', { id: userId }))}>
          {intl.formatMessage({ id: 'purchaseCards.create.button' })}
        </Button>
      </View>
      <UserCards key={tab} api={api} userId={userId} tab={tab} onTab={setTab} />
    </View>
  );
}

/** Route `edit-user-purchasing` (Manage Users, Purchasing tab): a user's individual limit and cards. */
export function connectEditUserPurchasingPage(api: PurchaseCardDeps): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/purchaseCards.json).
  return withScreenMessages('purchaseCards', function EditUserPurchasingPage() {
    const { id = '' } = useParams();
    return <EditUserPurchasing key={id} api={api} userId={id} />;
  });
}

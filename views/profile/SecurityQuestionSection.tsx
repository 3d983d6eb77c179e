import { Content, Heading, InlineAlert, Item, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { SECURITY_QUESTION_KEYS, securityQuestionMessageId, type SecurityQuestionKey } from '../../machines/rules/securityQuestion';
import { securityQuestionFormSchema } from '../../src/domain/passwordReset';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { rulesValidation, useAppForm } from '../forms/formKit';
import { fieldMessages, type FieldMessages } from '../../src/i18n/validationMessages';
import { FailureAlert } from '../common/FailureAlert';
import type { SecurityQuestionViewModel } from './useSecurityQuestionViewModel';
import { useTranslate } from '../common/translate';

type FormValues = { questionKey: SecurityQuestionKey | ''; answer: string; currentPassword: string };

/** The server's schema in the form's words: a question not chosen yet says "Please select". */
function securityQuestionFieldMessages(values: FormValues): FieldMessages | undefined {
  const fields = fieldMessages(securityQuestionFormSchema, values);
  return fields?.['questionKey'] ? { ...fields, questionKey: { id: 'form.selectRequired' } } : fields;
}

function QuestionForm({ vm }: { vm: SecurityQuestionViewModel }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { questionKey: vm.current?.questionKey ?? '', answer: '', currentPassword: '' } as FormValues,
    ...rulesValidation<FormValues>(securityQuestionFieldMessages),
    onSubmit: ({ value, formApi }) => {
      if (value.questionKey === '') return;
      vm.save({ questionKey: value.questionKey, answer: value.answer, currentPassword: value.currentPassword });
      formApi.setFieldValue('currentPassword', '');
    },
  });
  const label = t('security.question.label');
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('security.question.form')} maxWidth="size-6000">
        <form.AppField name="questionKey">
          {(field) => (
            <field.Picker label={label} width="100%">
              {SECURITY_QUESTION_KEYS.map((key) => (
                <Item key={key}>{t(securityQuestionMessageId(key))}</Item>
              ))}
            </field.Picker>
          )}
        </form.AppField>
        <form.AppField name="answer">{(field) => <field.TextField label={t('security.question.answer')} autoComplete="off" />}</form.AppField>
        <form.AppField name="currentPassword">{(field) => <field.TextField label={t('security.question.currentPassword')} type="password" autoComplete="current-password" />}</form.AppField>
        <form.SubmitButton isPending={vm.status === 'saving'}>{t('security.question.save')}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}

/** The security-question section of Profile -> Security. Knows no machine. */
export function SecurityQuestionSection({ vm }: { vm: SecurityQuestionViewModel }) {
  const t = useTranslate();
  let body;
  if (vm.status === 'loading') body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (vm.status === 'loadFailed') body = <LoadFailedAlert titleId="security.question.loadFailed" onRetry={vm.retry} />;
  else {
    const key = vm.current?.questionKey ?? null;
    body = (
      <>
        <Text>{key ? t('security.question.current', { question: t(securityQuestionMessageId(key)) }) : t('security.question.none')}</Text>
        {vm.saved && (
          <InlineAlert variant="positive" marginTop="size-200" autoFocus>
            <Heading>{t('security.question.saved')}</Heading>
            <Content>{key ? t(securityQuestionMessageId(key)) : null}</Content>
          </InlineAlert>
        )}
        <View marginTop="size-200">
          <FailureAlert title={t('security.question.failed')} failure={vm.failure} />
          <QuestionForm vm={vm} />
        </View>
      </>
    );
  }
  return (
    <section aria-labelledby="security-question-heading">
      <Heading level={2} id="security-question-heading">
        {t('security.question.heading')}
      </Heading>
      <Text>{t('security.question.intro')}</Text>
      <View marginTop="size-200">{body}</View>
    </section>
  );
}

import { Checkbox, CheckboxGroup, Radio, RadioGroup } from '@adobe/react-spectrum';
import { API_KEY_MODES, type ApiKeyMode } from '../../machines/rules/sellerApi';
import { useTranslate } from '../common/translate';

// The Developers page's two forms (a new API key, a new webhook endpoint) ask the same kinds of
// choice: one component each, so both forms read and validate alike.

/** Test or live: the same choice for a key and for a webhook endpoint. */
export function ModeRadios({ value, onChange }: { value: ApiKeyMode; onChange: (mode: ApiKeyMode) => void }) {
  const t = useTranslate();
  return (
    <RadioGroup label={t('developers.mode')} value={value} onChange={(v) => onChange(v as ApiKeyMode)} orientation="horizontal" isRequired>
      {API_KEY_MODES.map((mode) => (
        <Radio key={mode} value={mode}>
          {t(`developers.mode.${mode}`)}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** A required set of codes (a key's scopes, an endpoint's event types), each shown as itself. */
export function ChoiceCheckboxes({ label, choices, value, onChange, errorMessage }: { label: string; choices: readonly string[]; value: string[]; onChange: (next: string[]) => void; errorMessage: string | undefined }) {
  return (
    <CheckboxGroup label={label} value={value} onChange={onChange} isRequired validationState={errorMessage ? 'invalid' : undefined} errorMessage={errorMessage}>
      {choices.map((choice) => (
        <Checkbox key={choice} value={choice}>
          {choice}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

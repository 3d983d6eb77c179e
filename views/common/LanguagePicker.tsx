import { useIntl } from 'react-intl';
import { Item, Picker } from '@adobe/react-spectrum';
import type { LocaleOption } from './localeNames';

export interface LanguagePickerProps {
  options: readonly LocaleOption[];
  selected: string;
  onSelect: (locale: string) => void;
  /** Open the list on mount (the sign-in page's stand-in was pressed: views/public/signIn/DeferredLanguagePicker). */
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

/** Picker "Language" listing locales in their own names; hidden when there is nothing to choose. */
export function LanguagePicker({ options, selected, onSelect, defaultOpen, autoFocus }: LanguagePickerProps) {
  const intl = useIntl();
  if (options.length < 2) return null;
  return (
    <Picker
      label={intl.formatMessage({ id: 'common.language' })}
      labelPosition="side"
      items={options}
      selectedKey={selected}
      onSelectionChange={(key) => {
        if (key !== null && String(key) !== selected) onSelect(String(key));
      }}
      width="size-2400"
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
    >
      {(option) => (
        <Item key={option.locale} textValue={option.name}>
          <span lang={option.locale}>{option.name}</span>
        </Item>
      )}
    </Picker>
  );
}

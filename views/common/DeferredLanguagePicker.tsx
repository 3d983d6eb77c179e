import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ActionButton, Flex, Text } from '@adobe/react-spectrum';
import ChevronDownMedium from '@spectrum-icons/ui/ChevronDownMedium';
import type { LanguagePickerProps } from './LanguagePicker';

// The Spectrum Picker and its collection, overlay and tray modules are ~50 kB gzip: a third of the
// sign-in page's budget (issue 9), for a control most visitors never open. The page shows a
// Spectrum ActionButton of the same size that names the current language; the Picker module loads
// when the user points at, focuses or presses it, and replaces the button, open when pressed.
const loadPicker = () => import('./LanguagePicker');
const LanguagePicker = lazy(() => loadPicker().then((module) => ({ default: module.LanguagePicker })));

/** LanguagePicker (views/common) behind a lightweight stand-in; hidden when there is nothing to choose. */
export function DeferredLanguagePicker(props: LanguagePickerProps) {
  const intl = useIntl();
  const labelId = useId();
  // Presentational: whether the deferred picker has been opened (its code loads then).
  const [opened, setOpened] = useState(false);
  if (props.options.length < 2) return null;
  const label = intl.formatMessage({ id: 'common.language' });
  const current = props.options.find((option) => option.locale === props.selected);
  const standIn = (
    // Pointing at the control (pointerenter on its wrapper) starts the download before the press.
    <Flex alignItems="center" gap="size-150">
      <Text id={labelId}>{label}</Text>
      <span onPointerEnter={() => void loadPicker()} style={{ display: 'contents' }}>
        <ActionButton
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          width="size-2400"
          onFocus={() => void loadPicker()}
          onPress={() => setOpened(true)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setOpened(true);
            else event.continuePropagation();
          }}
        >
          <Text UNSAFE_style={{ flexGrow: 1, textAlign: 'start' }}>
            <span lang={current?.locale}>{current?.name ?? props.selected}</span>
          </Text>
          <ChevronDownMedium UNSAFE_style={{ order: 1 }} />
        </ActionButton>
      </span>
    </Flex>
  );
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguagePicker {...props} defaultOpen autoFocus />
    </Suspense>
  );
}

import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** An item as a collection shows it: `shownWith` is the texts and formats it was rendered with. */
export type Shown<T> = T & { readonly shownWith: IntlShape };

/**
 * The items of a React Spectrum collection (TableView's columns and rows, a Picker's options), as new
 * objects whenever the messages or the locale change. Spectrum caches each rendered item by its
 * object (its CollectionBuilder), so the same objects kept their headings, dates and amounts in the
 * previous language after a switch in the header until the page was reloaded.
 */
export function useShownItems<T extends object>(items: readonly T[]): Shown<T>[] {
  const intl = useIntl();
  return useMemo(() => items.map((item) => ({ ...item, shownWith: intl })), [items, intl]);
}

import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A flat map of ICU message strings by message id: the JSON files, program overrides as they arrive. */
export type MessageSources = Record<string, string>;

/**
 * A flat map of messages by id as react-intl takes them: ICU syntax trees. The build parses the
 * bundled messages (scripts/precompiledMessages.ts); program overrides are parsed on arrival
 * (parseMessages.ts), so the browser's react-intl never parses.
 */
export type Messages = Record<string, MessageFormatElement[]>;

/** A flat map of ICU messages by message id, as react-intl takes it. */
export type Messages = Record<string, string>;

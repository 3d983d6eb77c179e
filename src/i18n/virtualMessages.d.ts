// The message loaders generated from the folders under src/i18n/messages/ (scripts/messageBundles.ts).
declare module 'virtual:message-bundles' {
  import type { Messages } from './types';
  const bundles: Readonly<Record<string, Readonly<Record<'public' | 'signedIn', () => Promise<{ default: Messages }>>>>>;
  export default bundles;
}

declare module 'virtual:message-screens' {
  import type { Messages } from './types';
  const screens: Readonly<Record<string, Readonly<Record<string, () => Promise<Messages>>>>>;
  export default screens;
}

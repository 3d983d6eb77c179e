import type { ReactNode } from 'react';
import { WithMessages } from '../../src/i18n/RouteMessages';

/**
 * Gives `children` the messages of a screen area (`src/i18n/messages/<locale>/screens/<area>.json`,
 * loaded by src/i18n/loadMessages.ts) on top of the app's: the app's win, so a program's translation
 * overrides of these ids still apply. Until they arrive it shows `fallback` (a box of the content's
 * size, where a layout shift matters). A file that fails to load is logged and the part renders
 * without it (the page around it stays usable).
 */
export function ScreenMessages({ area, fallback = null, children }: { area: string; fallback?: ReactNode; children: ReactNode }) {
  return (
    <WithMessages source={`screens/${area}`} fallback={fallback} optional>
      {children}
    </WithMessages>
  );
}

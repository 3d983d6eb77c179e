import { defaultTheme } from '@adobe/react-spectrum';
import { BREAKPOINTS, DIALOG_TRANSITION_MS, NOTIFICATION_TIMEOUT_MS } from '../../domain/constants';

/**
 * Boot step 2 "component defaults" (spec 7; it also covers the legacy "tooltip", "spinner" and
 * "notification defaults" steps): the React Spectrum theme and breakpoints (spec 9 "UI") the
 * Provider in App.tsx uses, and the toast / dialog timings views read. Frozen: set once at boot.
 */
export interface ComponentDefaults {
  theme: typeof defaultTheme;
  /** React Spectrum style-prop breakpoints: S, M, L plus XL (spec 9: 600, 1024, 1440, 1920). */
  breakpoints: { S: number; M: number; L: number; XL: number };
  notificationTimeoutMs: number;
  dialogTransitionMs: number;
}

let defaults: Readonly<ComponentDefaults> | null = null;

export function setComponentDefaults(): Readonly<ComponentDefaults> {
  defaults ??= Object.freeze({
    theme: defaultTheme,
    breakpoints: Object.freeze({ S: BREAKPOINTS.small, M: BREAKPOINTS.medium, L: BREAKPOINTS.large, XL: BREAKPOINTS.extraLarge }),
    notificationTimeoutMs: NOTIFICATION_TIMEOUT_MS,
    dialogTransitionMs: DIALOG_TRANSITION_MS,
  });
  return defaults;
}

export function getComponentDefaults(): Readonly<ComponentDefaults> {
  return setComponentDefaults();
}

import { TextField } from '@adobe/react-spectrum';
import type { ComponentProps } from 'react';

/**
 * The field for a 2-step verification code (sign-in, payment approval, card number reveal): digits
 * on a phone's keypad, the code offered from the message by the browser (one-time-code), required.
 * Other TextField props (label, description, width, maxLength…) pass through.
 */
export function SecurityCodeField(props: Omit<ComponentProps<typeof TextField>, 'inputMode' | 'autoComplete' | 'isRequired'>) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" isRequired {...props} />;
}

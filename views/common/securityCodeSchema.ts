import { z } from 'zod';
import { isMfaCodeWellFormed } from '../../machines/rules/mfaCode';

/** A security-code form's values (the kit's `field.SecurityCodeField` named `code`). */
export interface SecurityCodeValues {
  code: string;
}

/**
 * The security-code forms (MFA setup, payment approval, card number reveal): required, then the
 * six-digit rule the machines guard with (machines/rules/mfaCode.ts), in the words the screen's
 * machine uses for that refusal (`messageId`).
 */
export const securityCodeSchema = (messageId: string) =>
  z.object({
    code: z
      .string()
      .trim()
      .min(1)
      .refine((code) => code === '' || isMfaCodeWellFormed(code), { params: { messageId } }),
  });

import { useEffect, useRef, type ReactNode } from 'react';
import { Flex, Heading, Text } from '@adobe/react-spectrum';
import { useTranslate } from './translate';
import './wizard.css';

export interface WizardStepProps {
  /** The step shown (its key): a new one puts the focus on its heading. */
  step: string;
  /** Whether the steps are what the page shows now (the focus moves only then). */
  active: boolean;
  /** The step's place: `number` of `total` form steps; after them, the review. */
  number: number;
  total: number;
  /** Message ids: "Step {step} of {total}", the review's hint, the step's title. */
  messages: { stepOf: string; reviewHint: string; title: string };
  /** Shown above the step's place (e.g. the program's offer). */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * One step of a wizard (Create Group, Buyer apply): "Step n of m" (or the review's hint), the
 * step's heading, its form. Moving between steps puts the focus on the new step's heading (screen
 * readers announce it); the first step, shown when the page opens, keeps the page's focus.
 */
export function WizardStep({ step, active, number, total, messages, intro, children }: WizardStepProps) {
  const t = useTranslate();
  const heading = useRef<HTMLSpanElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (!active) return;
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step, active]);
  return (
    <Flex direction="column" gap="size-200">
      {intro}
      <Flex direction="column" gap="size-50">
        <Text>{number <= total ? t(messages.stepOf, { step: number, total }) : t(messages.reviewHint)}</Text>
        <Heading level={2} marginY={0}>
          <span ref={heading} tabIndex={-1} className="wizard-step-heading">
            {t(messages.title)}
          </span>
        </Heading>
      </Flex>
      {children}
    </Flex>
  );
}

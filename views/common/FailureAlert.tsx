import { useEffect, useRef } from 'react';
import { Content, Heading, InlineAlert } from '@adobe/react-spectrum';
import type { DOMRefValue } from '@react-types/shared';
import type { ErrorBody } from '../../src/domain/errors';
import { useFailureText } from './useFailureText';

/** A step's refusal, above its form: focused when it appears so keyboard and screen-reader users meet it first. */
export function FailureAlert({ title, failure }: { title: string; failure: ErrorBody | null }) {
  const describe = useFailureText();
  const ref = useRef<DOMRefValue<HTMLDivElement>>(null);
  const text = describe(failure);
  useEffect(() => {
    if (failure) ref.current?.UNSAFE_getDOMNode()?.focus();
  }, [failure]);
  if (!text) return null;
  return (
    <InlineAlert ref={ref} variant="negative" marginBottom="size-200" autoFocus>
      <Heading>{title}</Heading>
      <Content>
        {text.message}
        {text.rules.length > 0 && (
          <ul>
            {text.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        )}
      </Content>
    </InlineAlert>
  );
}

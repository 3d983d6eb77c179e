import { useEffect, useRef, type ReactNode } from 'react';

/** A step's heading, focused when the step appears (the page changes under a keyboard user). */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} style={{ marginTop: 0, fontSize: 'var(--spectrum-global-dimension-font-size-400)' }}>
      {children}
    </h2>
  );
}

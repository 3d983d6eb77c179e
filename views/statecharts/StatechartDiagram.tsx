import { useIntl } from 'react-intl';
import { Flex, ProgressCircle, Text } from '@adobe/react-spectrum';
import type { DiagramView } from './useStatechartViewModel';

/**
 * The diagram, inlined: the SVG is our own renderer's output (every text escaped) and sanitised
 * with DOMPurify's SVG profile, so inlining is safe; inline keeps the per-state and per-arrow
 * tooltips and lets assistive technology read its title, description and current state.
 */
export function StatechartDiagram({ diagram, actualSize }: { diagram: DiagramView; actualSize: boolean }) {
  const intl = useIntl();
  if (diagram.status === 'loading') {
    return (
      <Flex alignItems="center" gap="size-100" minHeight="size-1200">
        <ProgressCircle isIndeterminate size="S" aria-label={intl.formatMessage({ id: 'statecharts.diagram.loading' })} />
        <Text>{intl.formatMessage({ id: 'statecharts.diagram.loading' })}</Text>
      </Flex>
    );
  }
  if (diagram.status === 'error') return <p role="alert">{intl.formatMessage({ id: 'statecharts.diagram.error' })}</p>;
  return (
    <figure className="statechart-figure">
      <div
        className={`statechart-canvas ${actualSize ? 'statechart-canvas--actual' : 'statechart-canvas--fit'}`}
        // The actual-size frame scrolls: keyboard users reach it with Tab and scroll with the arrows.
        tabIndex={actualSize ? 0 : undefined}
        role={actualSize ? 'region' : undefined}
        aria-label={actualSize ? intl.formatMessage({ id: 'statecharts.diagram.scrollRegion' }) : undefined}
        dangerouslySetInnerHTML={{ __html: diagram.svg }}
      />
      <figcaption>
        <Text UNSAFE_style={{ display: 'block', marginTop: 'var(--spectrum-global-dimension-size-100)', maxWidth: '80ch' }}>
          {intl.formatMessage({ id: 'statecharts.diagram.legend' })}
        </Text>
      </figcaption>
    </figure>
  );
}

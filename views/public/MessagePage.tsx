import type { ReactNode } from 'react';
import { Content, Heading, IllustratedMessage } from '@adobe/react-spectrum';
import type { PublicPageViewModel } from './usePublicPageViewModel';
import { PageFrame } from './PageFrame';

export interface MessagePageProps {
  frame: Pick<PublicPageViewModel, 'brand' | 'insideLayout'>;
  /** The page's h1. */
  title: string;
  illustration: ReactNode;
  children?: ReactNode;
}

/** A screen that only says something: not found, errors, unauthorized, handoff progress. */
export function MessagePage({ frame, title, illustration, children }: MessagePageProps) {
  return (
    <PageFrame brand={frame.brand} insideLayout={frame.insideLayout}>
      <IllustratedMessage>
        {illustration}
        <Heading level={1}>{title}</Heading>
        {children && <Content>{children}</Content>}
      </IllustratedMessage>
    </PageFrame>
  );
}

import type { ReactNode } from 'react';
import { PublicShell } from './PublicShell';

export interface PageFrameProps {
  brand: string;
  insideLayout: boolean;
  children: ReactNode;
}

/** A public frame, unless the signed-in layout already frames the page. */
export function PageFrame({ brand, insideLayout, children }: PageFrameProps) {
  return insideLayout ? <>{children}</> : <PublicShell brand={brand}>{children}</PublicShell>;
}

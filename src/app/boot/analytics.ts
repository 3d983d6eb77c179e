import { startClickLabelRecorder } from '../tracking';

/**
 * Boot step "analytics" (spec 7). The page-load sink lives in src/app/tracking.ts (in-memory list plus
 * a `portal:page-load` window event); this step starts recording which link or button was clicked,
 * so a page-load event can carry its label (spec 2 "Navigation rules").
 */
export function startAnalytics(): void {
  startClickLabelRecorder();
}

// The browser's reader of the page configuration, without zod: every page loads it at boot. The
// server builds the configuration with its zod schema (pageConfig.ts, server/http/pageConfig.ts)
// before injecting it; the browser checks the shape only, typed against that schema's type.
import type { MaintenanceWindow, PageConfig } from './pageConfig';
import { arrayOf, boolean, nullable, objectOf, oneOf, optional, recordOf, string, type Reader } from './shapeReader';

export const pageConfigReader: Reader<PageConfig> = objectOf<PageConfig>({
  programId: string,
  programName: string,
  defaultBuyerLocale: string,
  locales: arrayOf(string, 1),
  featureFlags: recordOf(boolean),
  maintenanceWindow: nullable(objectOf<MaintenanceWindow>({ from: string, to: string, email: string })),
  helpCentre: nullable(objectOf<NonNullable<PageConfig['helpCentre']>>({ scriptUrl: string, accountUrl: nullable(string) })),
  cdnRoot: string,
  ssoLoginUrl: string,
  environment: oneOf(['production', 'development', 'test']),
  demoOutbox: optional(boolean),
});

export const DEFAULT_BRAND_TITLE = 'Buyer Portal';

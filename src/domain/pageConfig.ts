// zod/mini: the server builds the page configuration with this schema (server/http/pageConfig.ts).
// The browser reads it by its shape, without zod (pageConfigReader.ts, typed against this schema).
import * as z from 'zod/mini';

/** Spec 3 "Maintenance window" (page-supplied). */
export const maintenanceWindowSchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  email: z.email(),
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/**
 * Page configuration the server injects into index.html as
 * `<script id="page-config" type="application/json">`; the browser parses and freezes it at boot.
 */
export const pageConfigSchema = z.object({
  programId: z.string(),
  /** White-label title; empty means the default brand title. */
  programName: z.string(),
  defaultBuyerLocale: z.string(),
  locales: z.array(z.string()).check(z.minLength(1)),
  featureFlags: z.record(z.string(), z.boolean()),
  maintenanceWindow: z.nullable(maintenanceWindowSchema),
  helpCentre: z.nullable(z.object({ scriptUrl: z.string(), accountUrl: z.nullable(z.string()) })),
  /** Prefix for /static assets when the app is served from a CDN; '/' when not. */
  cdnRoot: z.string(),
  /** Where SSO users sign in (spec 2); the server answers it. */
  ssoLoginUrl: z.string(),
  environment: z.enum(['production', 'development', 'test']),
  /** The development outbox page (/dev/outbox) is on (server DEMO_OUTBOX; default: no SMTP_URL). Absent: off. */
  demoOutbox: z.optional(z.boolean()),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

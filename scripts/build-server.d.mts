// Types of scripts/build-server.mjs for the TypeScript that imports it (scripts/buildServer.test.ts).
export const SERVER_BUNDLE: string;
export function buildServerBundle(outDir?: string): Promise<void>;
export function serverBundleStaleReason(outDir?: string): string | null;
export function ensureServerBundle(log?: (message: string) => void): Promise<void>;

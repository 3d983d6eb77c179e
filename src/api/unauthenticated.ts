/**
 * One registered handler for "the server says this session is not signed in" (spec 4, 8: a 401 or a
 * GraphQL UNAUTHENTICATED error triggers logout; the provider-level 401 handler goes to /login).
 * src/app/boot/httpClient.ts registers a handler that sends `session.unauthenticated` to the session
 * actor; the API modules only call `reportUnauthenticated()` and know nothing of actors.
 */
type Handler = () => void;

let handler: Handler | null = null;

export function setUnauthenticatedHandler(next: Handler | null): void {
  handler = next;
}

export function reportUnauthenticated(): void {
  handler?.();
}

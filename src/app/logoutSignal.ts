/**
 * Remembers that the session just ended by logout (spec 4: explicit logout, or a 401 /
 * UNAUTHENTICATED that triggers it), so the route guard sends the user to the plain sign-in page
 * (spec 2: "A user-logout action sends the user to signin") rather than to sign-in with a returnUrl
 * back to the page they left. Set when the session actor emits `user.logout`; cleared once the
 * sign-in page shows.
 */
let loggedOut = false;

export function markLoggedOut(): void {
  loggedOut = true;
}

export function clearLoggedOut(): void {
  loggedOut = false;
}

export function wasLoggedOut(): boolean {
  return loggedOut;
}

/**
 * The demo card issuer's settings, read with the rest of the configuration (server/config.ts
 * `cardIssuer`): `DEMO_CARD_ISSUER_DELAY_MS` (default 3000; 0 answers at once) is how long each
 * step of a card takes (create; for a physical card also ship, then activate);
 * `DEMO_CARD_ISSUER_SECRET` (at least 32 characters) is the secret the demo issuer derives card
 * numbers from; unset, it is derived from the session secret, so numbers survive restarts.
 */
export const DEFAULT_CARD_ISSUER_DELAY_MS = 3_000;

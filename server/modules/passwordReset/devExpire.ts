import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../http/services';

/**
 * Test-only: `POST /dev/password-resets/expire {"email": "..."}` on the development job control
 * (server/jobs/devControl.ts: 127.0.0.1 only, only with DEMO_JOBS=manual, which the configuration
 * refuses in production). It moves the expiry of the user's unused links to now, so a browser
 * journey sees the "link expired" page without waiting an hour: time as data, like the server
 * tests' `advanceTime`. Answers `{ expired: n }`.
 */
export function registerPasswordResetDevRoutes(app: FastifyInstance, services: AppServices): void {
  app.post<{ Body: { email?: unknown } }>('/dev/password-resets/expire', async (request, reply) => {
    const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
    const user = email ? await services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst() : undefined;
    if (!user) return reply.code(404).send({ error: `no user ${email}` });
    const now = services.now();
    const result = await services.db
      .updateTable('password_reset_links')
      .set({ expires_at: now })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .where('superseded_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return { expired: Number(result.numUpdatedRows) };
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../http/services';

/**
 * Test-only: `POST /dev/activations/expire {"email": "..."}` on the development job control
 * (server/jobs/devControl.ts: 127.0.0.1 only, only with DEMO_JOBS=manual, which the configuration
 * refuses in production), modelled on `POST /dev/password-resets/expire`. It moves the expiry of the
 * user's valid invitation link to now, so a browser journey sees "token expired" without waiting
 * 72 hours: time as data. The link's state changes when it is next opened (the activationLink
 * machine's `activationLink.open`), exactly as after a real wait. Answers `{ expired: n }`.
 */
export function registerActivationDevRoutes(app: FastifyInstance, services: AppServices): void {
  app.post<{ Body: { email?: unknown } }>('/dev/activations/expire', async (request, reply) => {
    const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
    const user = email ? await services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst() : undefined;
    if (!user) return reply.code(404).send({ error: `no user ${email}` });
    const now = services.now().toISOString();
    const links = await services.db.selectFrom('user_invitations').select(['id', 'context']).where('user_id', '=', user.id).where('status', '=', 'valid').execute();
    for (const link of links) {
      await services.db.updateTable('user_invitations').set({ context: JSON.stringify({ ...(link.context as object), expiresAt: now }) }).where('id', '=', link.id).execute();
    }
    return { expired: links.length };
  });
}

import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_ADMIN_MESSAGE, NOT_SIGNED_IN_MESSAGE, type SessionUser } from '../common/auth/session-user.js';

const QUEUE_DASHBOARD_PATH = '/admin/queues';
export const NO_QUEUE_DASHBOARD = 'The queue dashboard needs Redis: set REDIS_URL (without it, jobs run in-process; see the Jobs tab).';

export interface QueueDashboard {
  /** Shows the BullMQ queues (one per job lane) once they exist (JobsService creates them at bootstrap). */
  show(queues: Queue[]): void;
}

/**
 * Bull Board (@bull-board/api with its Fastify adapter) at /admin/queues, for admins only: the
 * back office's session cookie decides (401 signed out, 403 for everyone else), before any of
 * Bull Board's pages, assets or API answers. Without REDIS_URL there is no queue, and admins get
 * a 404 that says so. Registered in its own encapsulated Fastify context, before the front ends,
 * so its static files and the admin SPA's history fallback (/admin/*) do not collide.
 */
export async function registerQueueDashboard(
  fastify: FastifyInstance,
  resolveUser: (request: FastifyRequest) => Promise<SessionUser | undefined>,
): Promise<QueueDashboard> {
  const serverAdapter = new BullBoardFastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  const board = createBullBoard({ queues: [], serverAdapter, options: { uiConfig: { boardTitle: 'Karaoke Party jobs' } } });
  let enabled = false;

  const refuse = (reply: FastifyReply, statusCode: 401 | 403 | 404, message: string, code: string) =>
    reply
      .status(statusCode)
      .header('Cache-Control', 'no-store')
      .send({ statusCode, message, error: statusCode === 401 ? 'Unauthorized' : statusCode === 403 ? 'Forbidden' : 'Not Found', code, params: {} });

  await fastify.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const user = await resolveUser(request);
        if (!user) return refuse(reply, 401, NOT_SIGNED_IN_MESSAGE, 'NOT_SIGNED_IN');
        if (user.role !== 'admin') return refuse(reply, 403, NOT_ADMIN_MESSAGE, 'NOT_ADMIN');
        if (!enabled) return refuse(reply, 404, NO_QUEUE_DASHBOARD, 'NO_QUEUE_DASHBOARD');
        void reply.header('Cache-Control', 'no-store');
      });
      await scope.register(serverAdapter.registerPlugin() as Parameters<FastifyInstance['register']>[0]);
    },
    { prefix: QUEUE_DASHBOARD_PATH },
  );

  return {
    show(queues) {
      if (queues.length === 0) return;
      board.setQueues(queues.map((queue) => new BullMQAdapter(queue)));
      enabled = true;
    },
  };
}

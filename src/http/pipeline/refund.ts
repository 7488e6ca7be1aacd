import type { FastifyRequest } from 'fastify';
import type { PipelineContext } from './pipeline-context.js';

/**
 * @summary A request the server refuses (a store that does not answer, a full queue, the compute budget) costs the
 * key nothing (issue 23 #7): its rate-limit entry and, when given, its budget charge are taken back. Not awaited: in
 * a Redis stall the refund waits behind the stalled step on the same connection, and runs after it.
 * @example refund(ctx, request, charged)
 */
export function refund(ctx: PipelineContext, request: FastifyRequest, charged?: number): void {
  const s = ctx.state.get(request);
  if (!s) return;
  ctx.limiter.refund(s.keyHash, s.ticket).catch((e: unknown) => request.log.warn({ err: e }, 'rate-limit refund failed'));
  if (charged !== undefined) ctx.budget.refund(s.keyHash, s.ticket, charged).catch((e: unknown) => request.log.warn({ err: e }, 'budget refund failed'));
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { problemOfUraniaError } from '../error-response.js';
import type { ComputeResult } from '../executor/executor.js';
import { PNG_TASK_ROUTE } from '../executor/png-task.js';
import { sendProblem } from '../problem.js';
import { charge } from './charge.js';
import { executorProblem } from './executor-problem.js';
import type { PipelineContext } from './pipeline-context.js';
import { PNG_MEDIA_TYPE, sendAnswer, sendPngBytes } from './send-answer.js';

/** Media type of an SVG picture answer (the chart wheels, docs/chart-wheel.md). */
export const SVG_MEDIA_TYPE = 'image/svg+xml';

/** Budget units of a PNG rendering per million pixels (a 4000 px wheel took ≈ 340 ms; 2000 px costs 80). */
export const PNG_UNITS_PER_MEGAPIXEL = 20;

/** The PNG of a picture: its cache key, its size (pixels a side, what it is charged by) and its cache TTL. */
export interface PngTarget {
  readonly key: string;
  readonly size: number;
  readonly ttlMs: number;
}

/**
 * @summary A picture answer (docs/chart-wheel.md): the SVG as is, or its PNG (issue 23 #1) — rendered in the worker
 * pool in the heavy lane, charged by its pixels, cached beside the SVG (`png.key`); with a renderer function of the
 * caller (`pngRenderer`), rendered here.
 * @example return sendPicture(ctx, request, reply, svg, mediaType, 'MISS', route.cacheTtlMs, png)
 */
export async function sendPicture(
  ctx: PipelineContext,
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  mediaType: string,
  cacheStatus: 'HIT' | 'MISS',
  remainingTtlMs: number,
  png: PngTarget,
): Promise<FastifyReply> {
  if (mediaType !== PNG_MEDIA_TYPE) return sendAnswer(request, reply, svg, cacheStatus, remainingTtlMs, SVG_MEDIA_TYPE);
  const s = ctx.state.get(request);
  const deadline = s?.deadline ?? performance.now() + ctx.timeoutMs;
  const charged = await charge(ctx, request, reply, { units: PNG_UNITS_PER_MEGAPIXEL * (png.size / 1000) ** 2, field: 'wheel.size' }, deadline);
  if (typeof charged !== 'number') return charged;
  let result: ComputeResult;
  try {
    ({ value: result } = await ctx.flight.run(png.key, async () => {
      const custom = ctx.pngRenderer;
      const r: ComputeResult = typeof custom === 'function'
        ? { ok: true, body: Buffer.from(custom(svg)).toString('base64') }
        : await ctx.executor.run({ route: PNG_TASK_ROUTE, params: { svg } }, AbortSignal.timeout(Math.max(1, Math.floor(deadline - performance.now()))), s?.keyHash ?? '', 'heavy');
      if (r.ok) await ctx.storeStep(ctx.cache.set(png.key, r.body, png.ttlMs), deadline, 'cache store').catch(() => undefined);
      return r;
    }));
  } catch (e) {
    return executorProblem(ctx, e, request, reply, charged);
  }
  if (!result.ok) {
    request.log.error({ error: result.error }, 'PNG rendering failed');
    sendProblem(reply, problemOfUraniaError(result.error));
    return reply;
  }
  return sendPngBytes(reply, result.body, 'MISS', png.ttlMs);
}

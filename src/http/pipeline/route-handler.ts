import type { FastifyReply, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { DEFAULT_WHEEL_SIZE } from '../../chart-wheel/wheel-options.js';
import { DEFAULT_FORECAST_CHART_WIDTH } from '../../forecast-charts/graphic-ephemeris.js';
import { atlasFor } from '../atlas-on-demand.js';
import { cacheKey } from '../cache/cache-key.js';
import { fitsCacheEntry } from '../cache/response-cache.js';
import { englishTextContentLanguage, withEnglishTextNotice } from '../english-text-notice.js';
import { problemOfError, problemOfUraniaError } from '../error-response.js';
import type { ComputeResult } from '../executor/executor.js';
import { JSON_MEDIA_TYPE, preferredMediaType } from '../preferred-media-type.js';
import { problem, sendProblem } from '../problem.js';
import { requestFacts } from '../request-facts.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import { requestLocale } from '../request-locale.js';
import { routeId, type RequestCost, type RouteDefinition } from '../route-definition.js';
import { readsEnglishText } from '../routes/localize-wheel.js';
import { LIGHT_COST_UNITS } from '../routes/range-cost.js';
import { PNG_UNAVAILABLE, type PngRenderer } from '../svg-to-png.js';
import { charge } from './charge.js';
import { executorProblem } from './executor-problem.js';
import type { PipelineContext } from './pipeline-context.js';
import { PNG_MEDIA_TYPE, sendAnswer, sendPngBytes } from './send-answer.js';
import { sendPicture, SVG_MEDIA_TYPE } from './send-picture.js';

/**
 * @summary The handler of a route, after auth, rate limit and validation: prepare (400 for a bad parameter) →
 * negotiate the media type → cache (HIT) → charge the compute budget → compute in a worker under the deadline (408),
 * one computation per cache key → store → answer (JSON, a representation by Accept, a picture or a calendar feed).
 * @example api.route({ …, handler: routeHandler(ctx, route, pngAvailability(options.pngRenderer)) })
 */
export function routeHandler(ctx: PipelineContext, route: RouteDefinition, pngAvailable: () => Promise<PngRenderer | undefined>) {
  const id = routeId(route);
  const prepare = route.prepare as ((input: unknown, context: { now: Date }) => Record<string, unknown>) | undefined;
  // Other media types of the 200 (by Accept), rendered here from the JSON record; JSON is the default.
  const representations = (route.representations ?? {}) as Readonly<Record<string, (record: unknown, locale: LabelLocale) => string>>;
  // A picture route (route.mediaType) answers SVG, or PNG by Accept; the cache holds the SVG (as a JSON string).
  const picture = route.mediaType === 'image/svg+xml';
  // A calendar feed (issue 27) answers its iCalendar text, whatever Accept says (calendar apps send */*).
  const feed = route.mediaType === 'text/calendar';
  const offered = picture ? [SVG_MEDIA_TYPE, PNG_MEDIA_TYPE] : feed ? ['text/calendar'] : [JSON_MEDIA_TYPE, ...Object.keys(representations)];
  return async function handler(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    // Path parameters (validated like the query) join the query as the route's one input.
    const query = route.method === 'GET' ? request.query : request.body;
    const input = route.params ? { ...(query as object), ...(request.params as object) } : query;
    // The atlas of places (issue 24), where it does not load by itself on first use.
    await atlasFor(route.url, input);
    const mediaType = offered.length > 1 ? preferredMediaType(request.headers.accept, offered) : JSON_MEDIA_TYPE;
    // The answer varies by language (labels of pictures, error messages) and, with several media types, by Accept.
    // Added to what an earlier hook put there (CORS's Origin).
    const prior = reply.getHeader('vary');
    const vary = offered.length > 1 ? 'Accept, Accept-Language' : 'Accept-Language';
    reply.header('vary', prior === undefined || prior === '' ? vary : `${String(prior)}, ${vary}`);
    const { locale } = requestLocale(request);
    /** Readings in English for a language of labels only (it, hi, ru, tr, zh-Hans): the answer says so (issue 31). */
    let englishText = false;
    /** The answer in the negotiated media type: the JSON body as is, or rendered from the record it holds. */
    const send = async (json: string, cacheStatus: 'HIT' | 'MISS', remainingTtlMs: number): Promise<FastifyReply> => {
      if (englishText) reply.header('content-language', englishTextContentLanguage(locale));
      if (picture) return sendPicture(ctx, request, reply, JSON.parse(json) as string, mediaType, cacheStatus, remainingTtlMs, png);
      if (feed) return sendAnswer(request, reply, JSON.parse(json) as string, cacheStatus, remainingTtlMs, 'text/calendar');
      const render = representations[mediaType];
      if (render === undefined) return sendAnswer(request, reply, json, cacheStatus, remainingTtlMs);
      return sendAnswer(request, reply, render(JSON.parse(json) as unknown, locale), cacheStatus, remainingTtlMs, mediaType);
    };
    let params: unknown;
    let cost: RequestCost | undefined;
    try {
      params = prepare ? prepare(input, { now: new Date(ctx.clock()) }) : input;
      // A picture route draws its labels in the negotiated language unless the request names one (issue 31).
      const localize = route.localize as ((p: unknown, l: typeof locale) => unknown) | undefined;
      if (localize !== undefined && locale !== 'en') params = localize(params, locale);
      englishText = localize !== undefined && readsEnglishText(localize, params, locale);
      // The estimate reads the canonical parameters only (issue 23 #3): a bad parameter is a 400 here, before
      // any store is asked, never a "store unavailable".
      cost = route.cost ? (route.cost as (p: unknown) => RequestCost)(params) : undefined;
    } catch (e) {
      sendProblem(reply, problemOfError(e, route.fieldAliases, locale));
      return reply;
    }
    const keyHash = ctx.state.get(request)?.keyHash ?? '';
    // Birth data is personal: a route with a request body (every POST: births, charts) caches per API key, so
    // one client never learns from X-Cache what another asked (issue 16 #5); public-sky GET routes share.
    // The language is part of the key (issue 31): the same request in two languages is two entries.
    const key = `${cacheKey(id, params, route.method === 'POST' ? keyHash : undefined)}${locale === 'en' ? '' : `@${locale}`}`;
    const deadline = ctx.state.get(request)?.deadline ?? performance.now() + ctx.timeoutMs;
    // A PNG picture (issue 23 #1): 406 when it cannot be rendered, 400 above the size cap, its own cache entry.
    // The forecast pictures (issue 27) give their width as chart.width; the PNG is charged as a square of it.
    const pictureParams = params as { wheel?: { size?: number }; chart?: { width?: number } };
    const png = {
      key: `${key}#png`,
      size: pictureParams.wheel?.size ?? pictureParams.chart?.width ?? (pictureParams.chart === undefined ? DEFAULT_WHEEL_SIZE : DEFAULT_FORECAST_CHART_WIDTH),
      ttlMs: route.cacheTtlMs,
    };
    if (picture && mediaType === PNG_MEDIA_TYPE) {
      if ((await pngAvailable()) === undefined) {
        sendProblem(reply, problem('NOT_ACCEPTABLE', `${PNG_UNAVAILABLE} Ask for ${SVG_MEDIA_TYPE} instead.`));
        return reply;
      }
      if (png.size > ctx.pngMaxSize) {
        const message = `PNG pictures are rendered at most ${ctx.pngMaxSize} px wide on this server; ask for wheel.size at most ${ctx.pngMaxSize}, or for ${SVG_MEDIA_TYPE} (any size).`;
        sendProblem(reply, problem('OUT_OF_RANGE', message, [{ field: 'wheel.size', message: `${png.size} px is above the PNG limit`, allowed: `at most ${ctx.pngMaxSize} for image/png` }]));
        return reply;
      }
      const cachedPng = await ctx.storeStep(ctx.cache.lookup(png.key), deadline, 'cache lookup').catch(() => undefined);
      if (cachedPng !== undefined) return sendPngBytes(reply, cachedPng.body, 'HIT', cachedPng.remainingTtlMs);
    }
    // A cache that does not answer in time is a miss: the request is computed instead.
    const cached = await ctx.storeStep(ctx.cache.lookup(key), deadline, 'cache lookup').catch(() => undefined);
    const facts = requestFacts(request);
    facts.route = id;
    facts.cache = cached === undefined ? 'MISS' : 'HIT';
    ctx.metrics.cache(id, cached === undefined ? 'miss' : 'hit');
    if (cached !== undefined) return send(cached.body, 'HIT', cached.remainingTtlMs);
    // The compute budget (a HIT above is free): refuse at once what one request may never cost, charge the rest.
    /** The units charged to the key (given back if the request is refused later). */
    let charged: number | undefined;
    if (cost) {
      const outcome = await charge(ctx, request, reply, cost, deadline);
      if (typeof outcome !== 'number') return outcome;
      charged = outcome;
    }
    let result: ComputeResult;
    try {
      ({ value: result } = await ctx.flight.run(key, async () => {
        const signal = AbortSignal.timeout(Math.max(1, Math.floor(deadline - performance.now())));
        // A light request (one chart, one day) takes the light lane, which heavy ones never fill (issue 23 #2).
        const lane = cost === undefined || cost.units > LIGHT_COST_UNITS ? 'heavy' : 'light';
        let r = await ctx.executor.run({ route: id, params }, signal, keyHash, lane);
        // The record's `warnings` says its readings are English (stored so, the key carrying the language).
        if (r.ok && englishText) r = { ...r, body: withEnglishTextNotice(r.body, locale, route.response) };
        if (r.ok) {
          // An answer above the entry bound is sent, not stored (issue 23 #6): counted for the metrics.
          if (!fitsCacheEntry(r.body, ctx.cacheMaxEntryBytes)) ctx.metrics.refusal('too_large', id);
          await ctx.storeStep(ctx.cache.set(key, r.body, route.cacheTtlMs), deadline, 'cache store').catch(() => undefined);
        }
        return r;
      }));
    } catch (e) {
      return executorProblem(ctx, e, request, reply, charged);
    }
    if (!result.ok) {
      if (result.error.code === 'INTERNAL') request.log.error({ error: result.error, route: id }, 'computation failed');
      sendProblem(reply, problemOfUraniaError(result.error, route.fieldAliases, locale));
      return reply;
    }
    return send(result.body, 'MISS', route.cacheTtlMs);
  };
}

import { loadPngRenderer, PNG_UNAVAILABLE, type PngRenderer } from '../svg-to-png.js';
import type { ComputeResult } from './executor.js';

/**
 * The task id of a PNG rendering (issue 23 #1): not a route of the table, so no client can name it. Its params are
 * `{ svg }`; its answer's body is the PNG's bytes in base64 (a string: structured-clonable, and what the response
 * cache stores).
 */
export const PNG_TASK_ROUTE = 'render image/png';

/** The parameters of a PNG rendering task. */
export interface PngTaskParams {
  readonly svg: string;
}

let renderer: Promise<PngRenderer | undefined> | undefined;

/**
 * @summary Render an SVG to PNG in the thread that runs the task (a worker thread of the pool, so that ~0.3 s of
 * rasterising a 4000 px wheel never blocks the server thread): the PNG's bytes in base64, or an UNSUPPORTED error
 * when `@resvg/resvg-js` is not installed.
 * @example await renderPngTask({ svg }) // { ok: true, body: 'iVBORw0KGgo…' }
 */
export async function renderPngTask(params: PngTaskParams): Promise<ComputeResult> {
  renderer ??= loadPngRenderer();
  const render = await renderer;
  if (render === undefined) return { ok: false, error: { code: 'UNSUPPORTED', message: PNG_UNAVAILABLE, details: {} } };
  return { ok: true, body: Buffer.from(render(params.svg)).toString('base64') };
}

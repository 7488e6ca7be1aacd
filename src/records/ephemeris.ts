import { spanWordingValues } from '../ephemeris/span-wording.js';
import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { availableBodies } from '../ephemeris/bodies.js';
import { ephemerisSamples } from '../ephemeris/ephemeris-samples.js';
import { framePlaceOf, hasHeliocentricPlace, isDefaultFrame } from '../ephemeris/frame-place.js';
import { EphemerisRequest, type EphemerisRow } from '../schemas/ephemeris.js';
import type { BodyPosition } from '../schemas/index.js';
import { instant, instantFromJulianDay, isoString } from '../time/instant.js';
import { parseBodyList } from './body-list.js';
import { parse } from './parse.js';
import { checkHeliocentricBodies, parseFrame } from './position-frame.js';
import { checkZodiacFrame, inZodiac, zodiacChoice } from './zodiac-choice.js';
import { boundsAsText, type WithTimeInputs } from './time-members.js';
import { bodyDataSpan, hasDataAt } from '../ephemeris/body-data-span.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The most rows one request may produce. */
export const EPHEMERIS_MAX_ROWS = 100_000;

/**
 * @summary Apparent positions of several bodies over a range of instants (the spec's "ephemeris data over
 * multiple days"), through the cached Chebyshev range path: after the first row of a segment, each position
 * costs about a microsecond. Rows step in UT from `from`; each row carries its UT and TT Julian Days.
 * The frame options of `bodyPosition` (`observer`, `center`, `frame`, `geometric`; docs/ephemeris.md "Frames") apply
 * to every row; other frames than the default run on the direct path (~5 µs a position) and each position says its frame.
 * Errors: OUT_OF_RANGE for instants outside −3000..+3000, `to` before `from`, a step outside 1/1440..36525 days or
 * more than EPHEMERIS_MAX_ROWS rows; INVALID_ARGUMENT for unknown bodies (`bodies[i]`).
 * @example ephemeris({ from: '2024-01-01', to: '2024-01-10', stepDays: 1, bodies: ['Moon'] }).length // 10
 */
export function ephemeris(request: WithTimeInputs<EphemerisRequest, 'from' | 'to'>): EphemerisRow[] {
  refuseExtraArguments(arguments.length, 1, 'ephemeris(request)', "ephemeris({ from: '2024-01-01', to: '2024-01-10', stepDays: 1, bodies: ['Moon'] })");
  const raw = request as { bodies?: unknown } | null | undefined;
  const named = raw?.bodies !== undefined ? parseBodyList(raw.bodies) : undefined;
  // The schema reads the canonical names (Rahu and Ketu are the mean nodes, body-alias.ts).
  const r = parse(EphemerisRequest, boundsAsText(named === undefined ? request : { ...request, bodies: named }));
  const start = instant(request.from, 'from');
  const end = instant(request.to, 'to');
  const step = r.stepDays ?? 1;
  if (end.jdUt < start.jdUt) {
    throw new UraniaError('OUT_OF_RANGE', 'to must not be before from', {
      field: 'to',
      received: request.to,
      allowed: 'an instant at or after from',
      wording: wording('notBefore', { field: 'to', other: 'from' }),
    });
  }
  const count = Math.floor((end.jdUt - start.jdUt) / step + 1e-9) + 1;
  if (count > EPHEMERIS_MAX_ROWS) {
    throw new UraniaError('OUT_OF_RANGE', `the request yields ${count} rows; at most ${EPHEMERIS_MAX_ROWS} are allowed (raise stepDays or shorten the range)`, {
      wording: wording('rows.ephemeris', { field: 'stepDays', count: String(count), maximum: String(EPHEMERIS_MAX_ROWS) }),
      field: 'stepDays',
      received: step,
      allowed: `at most ${EPHEMERIS_MAX_ROWS} rows`,
    });
  }
  const { frame, record } = parseFrame(r);
  if (named) checkHeliocentricBodies(frame, named);
  const zodiac = zodiacChoice(r);
  checkZodiacFrame(zodiac, r.frame);
  // Sidereal rows: each position minus the true ayanamsa of its row's instant (docs/zodiac.md "Sidereal everywhere").
  const inRowZodiac = (row: EphemerisRow): EphemerisRow =>
    zodiac.ayanamsa === undefined ? row : { ...row, positions: row.positions.map((p) => inZodiac(p, zodiac, row.jdTt)) };
  const heliocentric = frame.center === 'heliocentric' && frame.observer === undefined;
  // Default bodies: those with data over the whole table (a body with a narrower span of its own is left out outside it).
  const lastJdTt = instantFromJulianDay(start.jdUt + (count - 1) * step, 'UT').jdTt;
  for (const [i, b] of (named ?? []).entries()) {
    if (hasDataAt(b, start.jdTt, lastJdTt)) continue;
    throw new UraniaError('OUT_OF_RANGE', `bodies[${i}]: ${b} is available for ${bodyDataSpan(b)?.description ?? 'its own span'} only`, {
      wording: wording('span.bodyOnly', { field: `bodies[${i}]`, body: b, ...spanWordingValues(bodyDataSpan(b)) }),
      field: `bodies[${i}]`,
      received: b,
      allowed: bodyDataSpan(b)?.description ?? 'its own span',
    });
  }
  const bodies =
    named ??
    availableBodies().filter(
      (b) => b !== 'Vertex' && b !== 'AntiVertex' && (!heliocentric || hasHeliocentricPlace(b)) && hasDataAt(b, start.jdTt, lastJdTt),
    );
  if (isDefaultFrame(frame)) {
    return ephemerisSamples(start, count, step, bodies).map((row) => inRowZodiac({ at: isoString(row.jdUt, 'second'), ...row }));
  }
  // Other frames run on the direct path (the range path's fits are geocentric, of date, apparent): ~5 µs a position.
  const rows: EphemerisRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const when = i === 0 ? start : instantFromJulianDay(start.jdUt + i * step, 'UT');
    const positions = bodies.map((body): BodyPosition => {
      const p = framePlaceOf(body, when, frame);
      return { body, ...p, isRetrograde: p.speed < 0, ...record };
    });
    rows.push(inRowZodiac({ at: isoString(when.jdUt, 'second'), jdUt: when.jdUt, jdTt: when.jdTt, positions }));
  }
  return rows;
}

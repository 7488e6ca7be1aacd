import { ascendantAndMidheaven } from '../charts/builders/ascendant-and-midheaven.js';
import { birthObserver } from '../charts/builders/resolved-birth.js';
import { placeBodies } from '../charts/builders/technique-bodies.js';
import { birthMoment } from '../records/birth-moment.js';
import type { Located } from '../records/birth-place.js';
import { DEFAULT_TIMELINE_NATAL_POINTS } from '../records/transit-timeline.js';
import { BODIES, type Body } from '../schemas/enums.js';
import type { BirthData } from '../schemas/index.js';
import type { TIMELINE_NATAL_POINTS } from '../schemas/transit-timeline.js';

/** A natal point and its longitude (apparent, geocentric, true ecliptic and equinox of date). */
export interface NatalPoint {
  readonly point: (typeof TIMELINE_NATAL_POINTS)[number];
  readonly longitude: number;
}

/**
 * @summary The natal points of a birth as the transit timeline takes them: the bodies asked for (default the Sun to
 * Pluto) where the birth places them, and the Ascendant and Midheaven when asked for and the birth time is known.
 * `birth` is checked already (a schema-valid BirthData); errors name `birth.<member>`.
 * @example natalPoints({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 })[0].point // 'Sun'
 */
export function natalPoints(birth: Located<BirthData>, wanted?: readonly (typeof TIMELINE_NATAL_POINTS)[number][]): NatalPoint[] {
  const { birth: b } = birthMoment(birth, 'birth');
  const list = [...new Set(wanted ?? DEFAULT_TIMELINE_NATAL_POINTS)];
  const bodies = list.filter((p): p is Body => (BODIES as readonly string[]).includes(p));
  const out: NatalPoint[] = placeBodies(bodies, b.at, birthObserver(b)).map((p) => ({ point: p.body, longitude: p.longitude }));
  if (b.timeKnown && (list.includes('Ascendant') || list.includes('Midheaven'))) {
    const angles = ascendantAndMidheaven(b.at, b.latitude, b.longitude);
    if (list.includes('Ascendant')) out.push({ point: 'Ascendant', longitude: angles.ascendant });
    if (list.includes('Midheaven')) out.push({ point: 'Midheaven', longitude: angles.midheaven });
  }
  return out;
}

import { ASPECTS } from '../aspects/aspect-table.js';
import type { AspectType } from '../schemas/enums.js';
import type { Instant } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { lifeJdUt, progressedJdTt } from './progressed-clock.js';
import { progressedContacts } from './progressed-events.js';
import type { NatalPointLongitude } from './transit-contacts.js';

/**
 * Directions over a range of years (issue 27): every natal point carried forward by an arc that grows with age — the
 * true solar arc (the secondary-progressed Sun's motion since birth) or Naibod's mean arc — and its contacts with the
 * natal points. A directed point d (natal longitude λd) is in aspect a with a natal point n (λn) when
 * λd + arc ≡ λn ± a, that is when the arc reaches λn ± a − λd.
 */

/**
 * Naibod's key: the Sun's mean motion in a day, 360° / year (0°59′08.3″ with the tropical year of 365.24219 days) of
 * arc for each year of life (Valentin Naibod, Enarratio elementorum astrologiae, Cologne 1560; N. Tyl, Solar Arcs,
 * Llewellyn 2001, ch. 1).
 */
export const naibodDegreesPerYear = (yearDays: number): number => 360 / yearDays;

/** One directed contact, on the clock of life (UT Julian Days). */
export interface DirectedContactTimes {
  readonly directed: string;
  readonly natal: string;
  readonly natalLongitude: number;
  readonly aspect: AspectType;
  readonly orb: number;
  /** The arc at which the aspect is exact, degrees [0, 360). */
  readonly arc: number;
  readonly entersJdUt: number;
  readonly entersBeforeRange: boolean;
  /** The exact instant, when inside the range. */
  readonly exactJdUt?: number;
  readonly leavesJdUt: number;
  readonly leavesAfterRange: boolean;
}

/** The (directed, natal, aspect) triples asked for: a point is not directed onto itself by conjunction (arc 0). */
function pairs(
  directed: readonly NatalPointLongitude[],
  natal: readonly NatalPointLongitude[],
): { d: NatalPointLongitude; n: NatalPointLongitude }[] {
  return directed.flatMap((d) => natal.map((n) => ({ d, n })));
}

/**
 * @summary Solar-arc contacts in [fromJdUt, toJdUt] (life): the arc is the progressed Sun's motion since birth, so
 * the arc reaches λn ± a − λd when the progressed Sun reaches λ☉ + λn − λd ± a — the Sun's crossings of those
 * longitudes, found by the engine on the progressed clock (`progressedContacts`, settled on `bodyPosition`'s path).
 */
export function solarArcContacts(
  birth: Instant,
  natalSun: number,
  directed: readonly NatalPointLongitude[],
  natal: readonly NatalPointLongitude[],
  aspects: readonly AspectType[],
  orb: number,
  fromJdUt: number,
  toJdUt: number,
  yearDays: number,
): DirectedContactTimes[] {
  const all = pairs(directed, natal);
  const points = all.map(({ d, n }, i) => ({ point: String(i), longitude: normalizeDegrees(natalSun + n.longitude - d.longitude) }));
  const found = progressedContacts('Sun', points, aspects.map((aspect) => ({ aspect, orb })), progressedJdTt(birth, fromJdUt, yearDays), progressedJdTt(birth, toJdUt, yearDays));
  const out: DirectedContactTimes[] = [];
  for (const c of found) {
    const { d, n } = all[Number(c.point)]!;
    if (d.point === n.point && c.aspect === 'conjunction') continue;
    const exact = c.exact[0];
    out.push({
      directed: d.point,
      natal: n.point,
      natalLongitude: n.longitude,
      aspect: c.aspect,
      orb,
      arc: normalizeDegrees(c.exactLongitude - natalSun),
      entersJdUt: c.entersBeforeRange ? fromJdUt : lifeJdUt(birth, c.entersJdTt, yearDays),
      entersBeforeRange: c.entersBeforeRange,
      ...(exact === undefined ? {} : { exactJdUt: lifeJdUt(birth, exact.jdTt, yearDays) }),
      leavesJdUt: c.leavesAfterRange ? toJdUt : lifeJdUt(birth, c.leavesJdTt, yearDays),
      leavesAfterRange: c.leavesAfterRange,
    });
  }
  return out;
}

/**
 * @summary Naibod contacts in [fromJdUt, toJdUt] (life): the arc grows by `NAIBOD_DEGREES_PER_YEAR` each tropical
 * year of age (`yearDays` long), so each instant is a division: birth + (arc / key) years.
 */
export function naibodContacts(
  birth: Instant,
  directed: readonly NatalPointLongitude[],
  natal: readonly NatalPointLongitude[],
  aspects: readonly AspectType[],
  orb: number,
  fromJdUt: number,
  toJdUt: number,
  yearDays: number,
): DirectedContactTimes[] {
  const key = naibodDegreesPerYear(yearDays);
  const when = (arc: number): number => birth.jdUt + (arc / key) * yearDays;
  const arcAt = (jdUt: number): number => ((jdUt - birth.jdUt) / yearDays) * key;
  const arcFrom = arcAt(fromJdUt);
  const arcTo = arcAt(toJdUt);
  const out: DirectedContactTimes[] = [];
  for (const { d, n } of pairs(directed, natal)) {
    for (const aspect of aspects) {
      const a = ASPECTS[aspect].angle;
      const exacts = a === 0 || a === 180 ? [a] : [a, -a];
      for (const e of exacts) {
        const base = normalizeDegrees(n.longitude + e - d.longitude);
        if (d.point === n.point && aspect === 'conjunction') continue;
        for (let arc = base; arc - orb < arcTo; arc += 360) {
          if (arc + orb <= arcFrom) continue;
          const before = arc - orb <= arcFrom;
          const after = arc + orb >= arcTo;
          out.push({
            directed: d.point,
            natal: n.point,
            natalLongitude: n.longitude,
            aspect,
            orb,
            arc,
            entersJdUt: before ? fromJdUt : when(arc - orb),
            entersBeforeRange: before,
            ...(arc >= arcFrom && arc <= arcTo ? { exactJdUt: when(arc) } : {}),
            leavesJdUt: after ? toJdUt : when(arc + orb),
            leavesAfterRange: after,
          });
        }
      }
    }
  }
  return out;
}

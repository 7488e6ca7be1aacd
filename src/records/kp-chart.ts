import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { riseSetBetween } from '../events/rise-set.js';
import { housesAt } from '../houses/index.js';
import { KpChartRequest, type KpChart, type KpRulingPlanets } from '../schemas/kp-chart.js';
import { SIGNS } from '../schemas/enums.js';
import type { Instant } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { kpLords } from '../vedic/kp-lords.js';
import { kpSignificators } from '../vedic/kp-significators.js';
import { conventionAyanamsa } from '../vedic/panchang-day.js';
import { positionsIn } from '../vedic/sidereal-positions.js';
import { vedicConventions, type VedicConventionsChoice } from '../vedic/vedic-conventions.js';
import type { DashaLord } from '../vedic/vimshottari-dasha.js';
import { ayanamsaLabel } from '../zodiac/ayanamsa.js';
import { birthMoment } from './birth-moment.js';
import { eventDate } from './event-range.js';
import { parseBirthRequest } from './parse-birth-request.js';

export type { KpChartRequest, KpChart };

/** The weekday lords, Sunday first. */
const DAY_LORDS: readonly DashaLord[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** The lords of a longitude, as record members. */
function lordsOf(longitude: number) {
  const l = kpLords(longitude);
  return { sign: SIGNS[l.sign]!, signLord: l.signLord, nakshatra: l.nakshatra, starLord: l.starLord, subLord: l.subLord, subSubLord: l.subSubLord };
}

/**
 * @summary The day lord of an instant at a place: the weekday of the last sunrise (upper limb, refracted) at or
 * before it, the weekday counted at the place's local mean time; where the Sun does not rise that day, the weekday
 * of the instant's local mean time.
 */
function dayLordAt(at: Instant, latitude: number, longitude: number): DashaLord {
  const rises = riseSetBetween('Sun', { latitude, longitude }, at.jdUt - 1.5, at.jdUt).filter((e) => e.type === 'rise');
  const jd = rises.length > 0 ? rises[rises.length - 1]!.jdUt : at.jdUt;
  return DAY_LORDS[((Math.floor(jd + longitude / 360 + 1.5) % 7) + 7) % 7]!;
}

/**
 * @summary The Krishnamurti Paddhati chart of a timed birth (or of any instant at a place, for horary): the twelve
 * Placidus cusps and the nine grahas in the sidereal zodiac with their sign, star, sub and sub-sub lords (the
 * cuspal sub-lords among them), each graha's house, the significators of the houses at the four levels and the
 * ruling planets of the instant (K. S. Krishnamurti's *KP Readers*; docs/vedic.md "KP"). Conventions default to the
 * `kp` preset (Krishnamurti ayanamsa, true; mean node); an object without `preset` is laid over `kp`. `nodes: 'agents'`
 * applies Krishnamurti's node rule to the significators (*KP Reader* II and VI: a node also signifies wherever its sign
 * lord, its star lord, a planet conjoining it or a planet aspecting it signifies); the default `plain` does not.
 * @example kpChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).cusps.length // 12
 */
export function kpChart(request: KpChartRequest): KpChart {
  refuseExtraArguments(arguments.length, 1, 'kpChart(request)', "kpChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(KpChartRequest, request);
  const given = r.conventions;
  const nodes = r.nodes ?? 'plain';
  const c = vedicConventions((given === undefined ? 'kp' : typeof given === 'string' ? given : { preset: 'kp', ...given }) as VedicConventionsChoice);
  const birth = birthMoment(r.birth, 'birth', r.locale ?? 'en').birth;
  const ayanamsa = conventionAyanamsa(birth.at.jdTt, c);
  const houses = housesAt(birth.at, birth.latitude, birth.longitude, 'Placidus', r.locale ?? 'en');
  const cuspLongitudes = houses.cusps.map((h) => normalizeDegrees(h.cusp.longitude - ayanamsa));
  const positions = positionsIn({ at: birth.at, system: c.ayanamsa, node: c.node, ayanamsaValue: ayanamsa });
  const planets = positions.map((p) => ({ planet: p.planet as DashaLord, longitude: p.siderealLongitude }));
  const { houses: houseOf, significators } = kpSignificators(cuspLongitudes, planets, { nodes });
  const asc = kpLords(cuspLongitudes[0]!);
  const moon = kpLords(planets.find((p) => p.planet === 'Moon')!.longitude);
  const rulingPlanets: KpRulingPlanets = {
    at: eventDate(birth.at.jdUt),
    dayLord: dayLordAt(birth.at, birth.latitude, birth.longitude),
    ascendant: { signLord: asc.signLord, starLord: asc.starLord, subLord: asc.subLord },
    moon: { signLord: moon.signLord, starLord: moon.starLord, subLord: moon.subLord },
  };
  return {
    ayanamsa: { system: ayanamsaLabel(c.ayanamsa), value: ayanamsa },
    nodes,
    houseSystemUsed: houses.systemUsed,
    cusps: cuspLongitudes.map((longitude, i) => ({ house: i + 1, longitude, ...lordsOf(longitude) })),
    planets: planets.map((p) => ({ planet: p.planet, longitude: p.longitude, house: houseOf.get(p.planet)!, ...lordsOf(p.longitude) })),
    significators,
    rulingPlanets,
    warnings: [...houses.warnings],
  };
}

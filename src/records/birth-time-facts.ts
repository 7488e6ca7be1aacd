import { aspectMatch } from '../aspects/index.js';
import { apparentBodyPosition } from '../ephemeris/body-position.js';
import { HOUSE_SYSTEM_TABLE, cuspsFromArmc, houseContaining } from '../houses/index.js';
import {
  NATAL_ASPECT_BODIES, SIGNS, type Body, type OrbProfile, type SensitivityStay, type TwelveHouseSystem,
} from '../schemas/index.js';
import { instantFromJulianDay, localSiderealTime, trueObliquity } from '../time/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { NAKSHATRAS } from '../vedic/nakshatras.js';
import { nakshatraFraction, nakshatraIndex } from '../vedic/nakshatra.js';
import { vargaSign } from '../vedic/varga-sign.js';
import { VIMSHOTTARI_YEAR_DAYS, VIMSHOTTARI_YEARS } from '../vedic/vimshottari-dasha.js';
import { ayanamsaAt, domicileRuler, signOf, type AyanamsaChoice } from '../zodiac/index.js';

/**
 * The facts of a chart at one birth instant that `birthTimeSensitivity` follows over a window of birth times
 * (issue 24), computed cheaply enough to be asked a few thousand times: the bodies' longitudes are read from exact
 * ephemeris positions every `NODE_SPACING_DAYS` and interpolated between them (cubic Hermite on longitude and speed,
 * error < 1e-6° for the Moon over 30 minutes — far below a second of the Moon's motion); the angles and cusps come
 * from the ARMC, the node's exact local apparent sidereal time advanced at the sidereal rate (obliquity, ayanamsa and
 * the Sun's declination of the node: they move less than 0.01″ in 30 minutes). Signs, houses, the chart ruler and the aspects to the angles are tropical; the
 * Moon's nakshatra, the navamsa Ascendant and the Vimshottari lord sidereal (`ayanamsa`, default Lahiri).
 */

/** A fact and its value at one instant (`SensitivityStay`'s shape). */
export type Fact = SensitivityStay;

/** Spacing of the exact body positions, days (30 minutes). */
export const NODE_SPACING_DAYS = 1 / 48;

interface Node { readonly jdUt: number; readonly longitude: number; readonly speed: number }

/** The exact Earth-rotation quantities at a node: local apparent sidereal time, true obliquity, the Sun's declination. */
interface SkyNode { readonly jdUt: number; readonly lst: number; readonly obliquity: number; readonly ayanamsa: number; readonly sunDeclination: number }

/**
 * Sidereal degrees per UT day (IERS Conventions 2010 eq. 5.15: the Earth rotation angle advances 1.00273781191135448
 * turns per UT1 day); apparent sidereal time also carries precession and the equation of the equinoxes, which change
 * it by less than 0.001″ over half an hour — far below a second of time.
 */
const SIDEREAL_DEGREES_PER_DAY = 360 * 1.0027378119113546;

/** The bodies followed: the natal chart's aspect bodies (ten planets, Chiron, the true nodes). */
export const SENSITIVITY_BODIES: readonly Body[] = NATAL_ASPECT_BODIES;

/** A birth's facts over a window: the exact positions at the nodes, and the settings. */
export class BirthTimeFacts {
  private readonly tracks = new Map<Body, Node[]>();
  private readonly sky: SkyNode[] = [];

  constructor(
    private readonly fromJdUt: number,
    private readonly toJdUt: number,
    private readonly latitude: number,
    private readonly longitude: number,
    private readonly houseSystem: TwelveHouseSystem,
    private readonly orbProfile: OrbProfile,
    private readonly ayanamsa: AyanamsaChoice,
  ) {
    const count = Math.max(1, Math.ceil((toJdUt - fromJdUt) / NODE_SPACING_DAYS));
    const step = (toJdUt - fromJdUt) / count;
    for (const body of SENSITIVITY_BODIES) {
      const nodes: Node[] = [];
      for (let i = 0; i <= count; i += 1) {
        const jdUt = fromJdUt + i * step;
        const p = apparentBodyPosition(body, instantFromJulianDay(jdUt, 'UT'));
        nodes.push({ jdUt, longitude: p.longitude, speed: p.speed });
      }
      this.tracks.set(body, nodes);
    }
    for (let i = 0; i <= count; i += 1) {
      const jdUt = fromJdUt + i * step;
      const at = instantFromJulianDay(jdUt, 'UT');
      this.sky.push({
        jdUt,
        lst: localSiderealTime(at, longitude, true),
        obliquity: trueObliquity(at.jdTt),
        ayanamsa: ayanamsaAt(ayanamsa, at.jdTt),
        sunDeclination: apparentBodyPosition('Sun', at).declination,
      });
    }
  }

  /** The sky node at or before `jdUt` (the window's first for an instant before it). */
  private skyNode(jdUt: number): SkyNode {
    const step = (this.toJdUt - this.fromJdUt) / (this.sky.length - 1);
    return this.sky[Math.min(this.sky.length - 1, Math.max(0, Math.floor((jdUt - this.fromJdUt) / step)))]!;
  }

  /** Ascendant, Midheaven and cusps at `jdUt`: the ARMC advanced from the node at the sidereal rate, then the houses' trigonometry. */
  angles(jdUt: number): { readonly ascendant: number; readonly midheaven: number; readonly cusps: readonly number[]; readonly ayanamsa: number } {
    const node = this.skyNode(jdUt);
    const armc = normalizeDegrees(node.lst + SIDEREAL_DEGREES_PER_DAY * (jdUt - node.jdUt));
    const sun = HOUSE_SYSTEM_TABLE[this.houseSystem].needsSun === true ? node.sunDeclination : undefined;
    const h = cuspsFromArmc(armc, node.obliquity, this.latitude, this.houseSystem, sun);
    return { ascendant: h.ascendant, midheaven: h.midheaven, cusps: h.cusps, ayanamsa: node.ayanamsa };
  }

  /** A body's longitude at `jdUt` (inside the window): cubic Hermite between the two nodes around it. */
  bodyLongitude(body: Body, jdUt: number): number {
    const nodes = this.tracks.get(body)!;
    const step = (this.toJdUt - this.fromJdUt) / (nodes.length - 1);
    const i = Math.min(nodes.length - 2, Math.max(0, Math.floor((jdUt - this.fromJdUt) / step)));
    const a = nodes[i]!;
    const b = nodes[i + 1]!;
    const h = b.jdUt - a.jdUt;
    const t = (jdUt - a.jdUt) / h;
    // Unwrap b onto a's turn of the circle (no body moves 180° in 30 minutes).
    let lb = b.longitude;
    while (lb - a.longitude > 180) lb -= 360;
    while (lb - a.longitude < -180) lb += 360;
    const t2 = t * t;
    const t3 = t2 * t;
    const value = (2 * t3 - 3 * t2 + 1) * a.longitude + (t3 - 2 * t2 + t) * h * a.speed + (-2 * t3 + 3 * t2) * lb + (t3 - t2) * h * b.speed;
    return normalizeDegrees(value);
  }

  /**
   * The start of the Vimshottari cycle for a birth at `jdUt`, UT Julian day (BPHS ch. 46: the birth minus the
   * traversed part of the Moon's nakshatra times its lord's years), and the lord: every dasha date moves with it.
   */
  dashaStart(jdUt: number): { readonly lord: string; readonly startJdUt: number; readonly balanceYears: number } {
    const moon = normalizeDegrees(this.bodyLongitude('Moon', jdUt) - this.skyNode(jdUt).ayanamsa);
    const lord = NAKSHATRAS[nakshatraIndex(moon)]!.ruler;
    const years = VIMSHOTTARI_YEARS[lord];
    const fraction = nakshatraFraction(moon);
    return { lord, startJdUt: jdUt - fraction * years * VIMSHOTTARI_YEAR_DAYS, balanceYears: (1 - fraction) * years };
  }

  /** Every fact at `jdUt`, in a fixed order (its key is `factKey`). */
  factsAt(jdUt: number): Fact[] {
    const h = this.angles(jdUt);
    const { cusps, ayanamsa } = h;
    const lon = new Map(SENSITIVITY_BODIES.map((b) => [b, this.bodyLongitude(b, jdUt)] as const));
    const moonSidereal = normalizeDegrees(lon.get('Moon')! - ayanamsa);
    const nakshatra = NAKSHATRAS[nakshatraIndex(moonSidereal)]!;
    const ascSign = signOf(h.ascendant);
    const facts: Fact[] = [
      { fact: 'ascendantSign', value: ascSign },
      { fact: 'midheavenSign', value: signOf(h.midheaven) },
      { fact: 'chartRuler', value: domicileRuler(ascSign, 'traditional') },
      { fact: 'navamsaAscendant', value: SIGNS[vargaSign(normalizeDegrees(h.ascendant - ayanamsa), 9)]! },
      { fact: 'moonSign', value: signOf(lon.get('Moon')!) },
      { fact: 'moonNakshatra', value: nakshatra.name },
      { fact: 'dashaLord', value: nakshatra.ruler },
    ];
    for (const body of SENSITIVITY_BODIES) {
      facts.push({ fact: 'house', body, value: String(houseContaining(lon.get(body)!, cusps)) });
    }
    for (const [angle, angleLon] of [['Ascendant', h.ascendant], ['Midheaven', h.midheaven]] as const) {
      for (const body of SENSITIVITY_BODIES) {
        const match = aspectMatch(lon.get(body)!, angleLon, this.orbProfile, body);
        facts.push({ fact: 'angleAspect', body, angle, value: match === null ? 'none' : match.type });
      }
    }
    return facts;
  }
}

/** @summary The identity of a fact (its kind, body and angle), e.g. `angleAspect/Moon/Ascendant`. */
export function factKey(f: Pick<Fact, 'fact' | 'body' | 'angle'>): string {
  return `${f.fact}/${f.body ?? ''}/${f.angle ?? ''}`;
}

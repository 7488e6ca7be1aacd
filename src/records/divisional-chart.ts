import { ascendantAndMidheaven } from '../charts/builders/ascendant-and-midheaven.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { DivisionalChartRequest, type DivisionalChart, type VargaPoint } from '../schemas/divisional-chart.js';
import { SIGNS } from '../schemas/enums.js';
import { normalizeDegrees } from '../units/angle.js';
import { conventionAyanamsa } from '../vedic/panchang-day.js';
import { positionsIn } from '../vedic/sidereal-positions.js';
import { VARGA_NAMES } from '../vedic/varga-rules.js';
import { defaultVargaMethod, vargaSign, type VargaMethod } from '../vedic/varga-sign.js';
import { vedicConventions, type VedicConventionsChoice } from '../vedic/vedic-conventions.js';
import { ayanamsaLabel } from '../zodiac/ayanamsa.js';
import { birthMoment } from './birth-moment.js';
import { placeEcho, type Located } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';

export type { DivisionalChartRequest, DivisionalChart };

/** The sidereal points of a birth: the nine grahas, and the Ascendant when the time is known; and the ayanamsa. */
export interface BirthSiderealPoints {
  readonly ayanamsa: { readonly system: string; readonly value: number };
  readonly points: readonly { readonly point: string; readonly siderealLongitude: number }[];
}

/** @summary The sidereal longitudes of a parsed birth's grahas (and Ascendant) under the conventions. */
export function birthSiderealPoints(birthInput: Located<DivisionalChartRequest['birth']>, conventions: unknown): BirthSiderealPoints {
  const c = vedicConventions(conventions as VedicConventionsChoice | undefined);
  const birth = birthMoment(birthInput, 'birth').birth;
  const ayanamsa = conventionAyanamsa(birth.at.jdTt, c);
  const frame = { at: birth.at, system: c.ayanamsa, node: c.node, ayanamsaValue: ayanamsa };
  const points = positionsIn(frame).map((p) => ({ point: p.planet as string, siderealLongitude: p.siderealLongitude }));
  if (birth.timeKnown) {
    const asc = ascendantAndMidheaven(birth.at, birth.latitude, birth.longitude).ascendant;
    points.push({ point: 'Ascendant', siderealLongitude: normalizeDegrees(asc - ayanamsa) });
  }
  return { ayanamsa: { system: ayanamsaLabel(c.ayanamsa), value: ayanamsa }, points };
}

/** @summary One point in a division: its varga sign, birth-chart sign and whether it is vargottama. */
export function vargaPoint(point: string, lon: number, division: number, method: VargaMethod): VargaPoint {
  const rasi = Math.floor(lon / 30) % 12;
  const sign = vargaSign(lon, division, method);
  return { point, siderealLongitude: lon, rasi: SIGNS[rasi]!, sign: SIGNS[sign]!, vargottama: sign === rasi };
}

/** @summary The name of a division: the table's, or D<n> for an unnamed (cyclic) one. */
export function vargaName(division: number): string {
  return (VARGA_NAMES as Readonly<Record<number, string>>)[division] ?? `D${division}`;
}

/**
 * @summary A divisional chart (varga) of a birth: the sign of each of the nine grahas (and of the Ascendant when the
 * birth time is known) in division `division` by `method` (default the division's own: Parashara's rule of BPHS
 * ch. 6 for his sixteen; the other divisions and methods in docs/vedic.md), with its birth-chart sign and whether it
 * is vargottama. Sidereal longitudes by `conventions` (ayanamsa and its kind, node; default drik). INVALID_ARGUMENT
 * naming `method` for a method the division does not have.
 * @example divisionalChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, division: 9 }).points.length // 10
 */
export function divisionalChart(request: DivisionalChartRequest): DivisionalChart {
  refuseExtraArguments(arguments.length, 1, 'divisionalChart(request)', "divisionalChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, division: 9 })");
  const r = parseBirthRequest(DivisionalChartRequest, request);
  vargaSign(0, r.division, r.method); // refuses a method the division does not have, before any work
  const method = r.method ?? defaultVargaMethod(r.division);
  const { ayanamsa, points } = birthSiderealPoints(r.birth, r.conventions);
  return {
    division: r.division, name: vargaName(r.division), method, ayanamsa,
    points: points.map((p) => vargaPoint(p.point, p.siderealLongitude, r.division, method)),
    ...placeEcho(request),
  };
}

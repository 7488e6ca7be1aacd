import { wording } from '../errors/error-wording.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { UraniaError } from '../errors/urania-error.js';
import { DASHA_YEAR_DAYS, VEDIC_POSITION_KINDS, VEDIC_PRESETS, VEDIC_SUNRISE_KINDS } from '../schemas/panchang.js';
import { AYANAMSA_SYSTEMS, type AyanamsaChoice } from '../zodiac/ayanamsa.js';

/**
 * The conventions of the Vedic layer (issue 25): one object, accepted by every Vedic function, so that a result can
 * be matched to the software a user checks it against (Drik Panchang, Jagannatha Hora, Prokerala, KP). Every member
 * and preset is documented in docs/vedic.md ("Conventions"), with what it changes and by how much.
 */

export { DASHA_YEAR_DAYS, VEDIC_POSITION_KINDS, VEDIC_PRESETS, VEDIC_SUNRISE_KINDS };

/** How the Sun and Moon are placed: apparent (light time, aberration; the almanacs), geometric (neither), or apparent with the Sun's aberration twice. */
export type VedicPositionKind = (typeof VEDIC_POSITION_KINDS)[number];

/** Which sunrise starts the Vedic day (the altitude of the Sun's centre at the instant: `SUNRISE_ALTITUDES`). */
export type VedicSunriseKind = (typeof VEDIC_SUNRISE_KINDS)[number];

/** The length of the dasha year, days: Julian (365.25), tropical (365.2422), sidereal (365.256363), savana (360). */
export type DashaYearDays = (typeof DASHA_YEAR_DAYS)[number];

/** The named presets. */
export type VedicPreset = (typeof VEDIC_PRESETS)[number];

/** The resolved conventions. */
export interface VedicConventions {
  /** The ayanamsa (any of the named systems or a user-defined one); default Lahiri. */
  readonly ayanamsa: AyanamsaChoice;
  /** 'true': the ayanamsa with the nutation in longitude (nutation cancels from sidereal longitudes); 'mean': without. */
  readonly ayanamsaKind: 'true' | 'mean';
  readonly positions: VedicPositionKind;
  /** Rahu as the mean or the true (osculating) ascending node. */
  readonly node: 'mean' | 'true';
  readonly sunrise: VedicSunriseKind;
  readonly dashaYear: DashaYearDays;
}

/** What a caller may give: a preset name, or members over a preset (default `'drik'`). */
export type VedicConventionsChoice = VedicPreset | (Partial<VedicConventions> & { readonly preset?: VedicPreset });

/**
 * The altitude of the Sun's CENTRE at sunrise and sunset, degrees, for each sunrise convention:
 * - upper limb with refraction: −0°50′ = −(34′ refraction + 16′ semidiameter) (Meeus, Astronomical Algorithms
 *   2nd ed., p. 101; the almanacs' sunrise, and Drik Panchang's);
 * - centre with refraction: −0°34′ (the mean horizontal refraction alone, Meeus p. 101);
 * - centre without refraction: 0° (the "Hindu sunrise" of the siddhantas — Surya Siddhanta counts the day from the
 *   geometric rising of the Sun's centre — used by Prokerala and offered by Jagannatha Hora).
 */
export const SUNRISE_ALTITUDES: Readonly<Record<VedicSunriseKind, number>> = {
  'upper-limb-refracted': -50 / 60,
  'disc-centre-refracted': -34 / 60,
  'disc-centre-geometric': 0,
};

/**
 * The presets (docs/vedic.md, "Presets", says why each member is set so):
 * - `drik`: Drik Panchang — Lahiri (true), apparent positions with the Sun's aberration counted twice (measured on
 *   29 published tithi ends: they come 53 ± 3 s before the apparent elongation's, the yoga's 27–47 s after, the
 *   nakshatra's within rounding — the Sun alone sits ≈ 20–26″ behind its apparent place; docs/vedic.md "Accuracy"),
 *   true node, the almanac sunrise (upper limb, refracted).
 * - `jhora`: Jagannatha Hora / PyJHora-style engines — Lahiri (true), GEOMETRIC positions, mean node, the Hindu
 *   sunrise (centre, unrefracted), the sidereal dasha year.
 * - `prokerala`: Prokerala — Lahiri (true), apparent positions, mean node, the Hindu sunrise (its sunrises sit
 *   ≈ 232 s after the refracted upper limb at Indian latitudes), the 365.25-day dasha year.
 * - `kp`: Krishnamurti Paddhati — the Krishnamurti ayanamsa (true), apparent positions, mean node, the almanac sunrise,
 *   365.25-day years (K. S. Krishnamurti, KP Reader I).
 */
export const VEDIC_PRESET_CONVENTIONS: Readonly<Record<VedicPreset, VedicConventions>> = {
  drik: { ayanamsa: 'Lahiri', ayanamsaKind: 'true', positions: 'apparent-aberration-twice', node: 'true', sunrise: 'upper-limb-refracted', dashaYear: 365.25 },
  jhora: { ayanamsa: 'Lahiri', ayanamsaKind: 'true', positions: 'geometric', node: 'mean', sunrise: 'disc-centre-geometric', dashaYear: 365.256363 },
  prokerala: { ayanamsa: 'Lahiri', ayanamsaKind: 'true', positions: 'apparent', node: 'mean', sunrise: 'disc-centre-geometric', dashaYear: 365.25 },
  kp: { ayanamsa: 'Krishnamurti', ayanamsaKind: 'true', positions: 'apparent', node: 'mean', sunrise: 'upper-limb-refracted', dashaYear: 365.25 },
};

const CONVENTION_MEMBERS: readonly string[] = ['preset', 'ayanamsa', 'ayanamsaKind', 'positions', 'node', 'sunrise', 'dashaYear'];

function refuse(field: string, received: unknown, allowed: readonly unknown[]): UraniaError {
  return new UraniaError(
    'INVALID_ARGUMENT',
    `conventions.${field} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}; received ${JSON.stringify(received)}`,
    { wording: wording('oneOfReceived', { field: `conventions.${field}`, values: allowed.map((a) => JSON.stringify(a)).join(', '), received: JSON.stringify(received) }), field: `conventions.${field}`, received, allowed: allowed.join(', ') },
  );
}

function checkMember<T>(field: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw refuse(field, value, allowed);
  return value as T;
}

/**
 * @summary The conventions of a preset name or of members over a preset (default `'drik'`), every member checked;
 * INVALID_ARGUMENT naming `conventions.<member>` for an unknown value.
 * @example vedicConventions('prokerala').sunrise // 'disc-centre-geometric'
 * @example vedicConventions({ preset: 'drik', ayanamsa: 'Raman' }).ayanamsa // 'Raman'
 */
export function vedicConventions(input: VedicConventionsChoice = 'drik'): VedicConventions {
  refuseExtraArguments(arguments.length, 1, 'vedicConventions(input)', "vedicConventions('drik')");
  if (typeof input === 'string') return VEDIC_PRESET_CONVENTIONS[checkMember('preset', input, VEDIC_PRESETS)];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new UraniaError('INVALID_ARGUMENT', `conventions must be a preset name (${VEDIC_PRESETS.join(', ')}) or an object of members such as { preset: 'drik', sunrise: 'disc-centre-geometric' }`, {
      wording: wording('conventions.shape', { field: 'conventions', presets: VEDIC_PRESETS.join(', '), example: "{ preset: 'drik', sunrise: 'disc-centre-geometric' }" }),
      field: 'conventions',
      received: input,
      allowed: `${VEDIC_PRESETS.join(', ')} or { preset, ayanamsa, ayanamsaKind, positions, node, sunrise, dashaYear }`,
    });
  }
  const unknown = Object.keys(input).filter((k) => !CONVENTION_MEMBERS.includes(k));
  if (unknown.length > 0) {
    throw new UraniaError('INVALID_ARGUMENT', `conventions.${unknown[0]} is not a convention: use ${CONVENTION_MEMBERS.join(', ')}`, {
      wording: wording('conventions.unknown', { field: `conventions.${unknown[0]}`, values: CONVENTION_MEMBERS.join(', ') }),
      field: `conventions.${unknown[0]}`,
      received: unknown[0],
      allowed: CONVENTION_MEMBERS.join(', '),
    });
  }
  const base = VEDIC_PRESET_CONVENTIONS[checkMember('preset', input.preset ?? 'drik', VEDIC_PRESETS)];
  const ayanamsa = input.ayanamsa ?? base.ayanamsa;
  if (typeof ayanamsa === 'string') checkMember('ayanamsa', ayanamsa, AYANAMSA_SYSTEMS);
  else if (!(typeof ayanamsa === 'object' && Number.isFinite(ayanamsa.epochJdTt) && Number.isFinite(ayanamsa.valueDeg))) {
    throw new UraniaError('INVALID_ARGUMENT', 'conventions.ayanamsa must be a system name such as "Lahiri" or { epochJdTt, valueDeg } with finite numbers', {
      wording: wording('conventions.ayanamsa', { field: 'conventions.ayanamsa', shape: '{ epochJdTt, valueDeg }' }),
      field: 'conventions.ayanamsa',
      received: ayanamsa,
      allowed: 'a name of AYANAMSA_SYSTEMS or { epochJdTt, valueDeg }',
    });
  }
  return {
    ayanamsa,
    ayanamsaKind: checkMember('ayanamsaKind', input.ayanamsaKind ?? base.ayanamsaKind, ['true', 'mean'] as const),
    positions: checkMember('positions', input.positions ?? base.positions, VEDIC_POSITION_KINDS),
    node: checkMember('node', input.node ?? base.node, ['mean', 'true'] as const),
    sunrise: checkMember('sunrise', input.sunrise ?? base.sunrise, VEDIC_SUNRISE_KINDS),
    dashaYear: checkMember('dashaYear', input.dashaYear ?? base.dashaYear, DASHA_YEAR_DAYS),
  };
}

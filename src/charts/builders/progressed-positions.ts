import { aspectsAmong } from '../../aspects/index.js';
import type { Body, OrbProfile, ProgressedChart, TwelveHouseSystem } from '../../schemas/index.js';
import type { Instant } from '../../time/index.js';
import { ayanamsaAt, zodiacPlace, type AyanamsaChoice } from '../../zodiac/index.js';
import { apparentBodyPosition } from '../../ephemeris/index.js';
import { HOUSE_SYSTEM_TABLE, cuspsFromArmc } from '../../houses/index.js';
import { trueObliquity } from '../../time/index.js';
import { normalizeDegrees } from '../../units/index.js';
import { signOf } from '../../zodiac/index.js';
import { chartAngles, type ChartAngles } from './chart-angles.js';
import { birthObserver, type ResolvedBirth } from './resolved-birth.js';
import { placeBodies } from './technique-bodies.js';
import { shiftedPositions } from './zodiac-shift.js';

/**
 * @summary The positions of the bodies at a progressed instant and the aspects among them (`orbProfile`): apparent,
 * geocentric, tropical (true ecliptic and equinox of the progressed date), speeds in degrees per ephemeris day
 * (= degrees per year of life), so `isApplying` tells whether a progressed aspect is still forming. Vertex and
 * AntiVertex only when the birth time is known (at the birth place).
 *
 * With the birth time known, the houses and angles are those of the chart cast at the progressed instant for the
 * birth place (`chartAngles`): the textbook progressed horoscope, whose sidereal time gains 3m56s — the mean Sun's
 * daily motion in right ascension, about 0°59′ — for each year of life (the Naibod rate in right ascension).
 * With `armc` (a progressed RAMC of `progressedArmc`: Naibod, mean Sun or solar arc) the houses and angles are those
 * of that RAMC at the birth latitude with the natal obliquity instead.
 * @example progressedPositions(birth, progression(birth.at, target).progressed, TECHNIQUE_BODIES, 'tight').positions[0].body // 'Sun'
 */
export function progressedPositions(
  birth: ResolvedBirth,
  progressed: Instant,
  bodies: readonly Body[],
  orbProfile: OrbProfile,
  houseSystem: TwelveHouseSystem = 'Placidus',
  ayanamsa?: AyanamsaChoice,
  armc?: number,
): Pick<ProgressedChart, 'positions' | 'aspects' | 'houses' | 'ascendant' | 'ascendantSign' | 'midheaven' | 'midheavenSign'> {
  // Sidereal: minus the true ayanamsa of the progressed instant (the sky of that day, read in the sidereal zodiac).
  const shift = ayanamsa === undefined ? 0 : ayanamsaAt(ayanamsa, progressed.jdTt);
  const placed = shiftedPositions(placeBodies(bodies, progressed, birthObserver(birth)), shift);
  return {
    positions: placed.map((x) => ({ body: x.body, position: zodiacPlace(x.longitude, x.isRetrograde) })),
    aspects: aspectsAmong(placed, orbProfile),
    ...(!birth.timeKnown ? {} : armc === undefined
      ? chartAngles(progressed, birth.latitude, birth.longitude, houseSystem, shift)
      : anglesOfArmc(armc, birth, progressed, houseSystem, shift)),
  };
}

/** @summary The houses and angles of a progressed RAMC at the birth latitude (natal obliquity), shifted by `shift`. */
function anglesOfArmc(armc: number, birth: ResolvedBirth, progressed: Instant, system: TwelveHouseSystem, shift: number): ChartAngles {
  const sunDeclination = HOUSE_SYSTEM_TABLE[system].needsSun ? apparentBodyPosition('Sun', progressed).declination : undefined;
  const core = cuspsFromArmc(armc, trueObliquity(birth.at.jdTt), birth.latitude, system, sunDeclination);
  const move = (x: number) => normalizeDegrees(x - shift);
  return {
    houses: core.cusps.map((c, i) => ({ house: i + 1, cusp: zodiacPlace(move(c)) })),
    ascendant: move(core.ascendant),
    ascendantSign: signOf(move(core.ascendant)),
    midheaven: move(core.midheaven),
    midheavenSign: signOf(move(core.midheaven)),
  };
}

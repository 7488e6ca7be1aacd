import { placeEcho } from './birth-place.js';
import { progressedArmc } from '../charts/builders/progressed-armc.js';
import { progressedPositions } from '../charts/builders/progressed-positions.js';
import { progressionOfKind } from '../charts/builders/progression-kinds.js';
import { ProgressedChartRequest, type Body, type ProgressedChart } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import { progressedRequest } from './progressed-request.js';
import type { WithTimeInputs } from './time-members.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { progressedInterpretation } from '../report/technique-readings.js';
import { TECHNIQUE_TEXT_POINTS } from '../schemas/technique-interpretation.js';
import { TECHNIQUE_TEXT_FAMILY, techniqueText } from '../text/technique-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { normalizeDegrees } from '../units/angle.js';
import { timelineNatalCusps, timelineNatalPoints } from './timeline-natal-points.js';
import { zodiacShift } from './zodiac-choice.js';

/** Library options of {@link progressedChart} (not part of the request). */
export interface ProgressedChartOptions {
  /** The bodies; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

/**
 * @summary A secondary-progressed chart (spec `ProgressedChart`): the positions of the bodies at the progressed
 * instant — birth + one day per tropical year of age (`progression`) — and the aspects among them.
 *
 * `progressedDate` is that instant (ISO UT, seconds); `birthDate` the civil birth date; `targetDate` echoes the
 * caller's date. Positions are apparent, geocentric, tropical (true ecliptic and equinox of the progressed date) —
 * or, with `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri), sidereal: positions, cusps and angles minus the
 * true ayanamsa of the progressed instant, the record saying `zodiac` and `ayanamsa` (docs/zodiac.md) —
 * speeds in degrees per ephemeris day (= degrees per year of life), so `isApplying` tells whether a progressed
 * aspect is still forming. Aspects use `orbProfile`, default `tight` (docs/chart-techniques.md). With the birth time
 * known, `houses` (`houseSystem`, default Placidus) and the angles (`ascendant`, `midheaven` and their signs) of the
 * chart cast at the progressed instant for the birth place (the sidereal time gains 3m56s a year of life).
 *
 * Issue 29 (docs/directions.md "Progressions, the other kinds"): `progression` chooses the kind — `secondary` (default),
 * `converseSecondary` (birth − age days), `tertiary` (a day for each tropical month of life) or `minor` (a tropical
 * month of ephemeris for each year) — and `angles` how the angles move: `quotidian` (default: the houses of the
 * progressed instant, as before), `naibod` (MC + 0°59′08″ a year), `meanSun` (RAMC + 0°59′08″ a year) or `solarArc`
 * (MC + the solar arc); the record echoes both when not the default.
 *
 * With `interpret: true` the record adds `interpretation` in `locale` (default en; docs/interpretations.md
 * "Techniques"): the progressed Sun's and Moon's signs, the natal house of the progressed Moon (with a birth time),
 * the phase of the progressed lunation cycle and the progressed Sun, Moon, Mercury, Venus and Mars within 1° of a major
 * aspect to a natal point (Sun–Pluto, Chiron, the North Node, the angles), each with its entry.
 *
 * Errors: `UraniaError` naming the member: `birth.birthDate`, `birth.latitude`, …, `targetDate` (unparseable,
 * outside −3000..+3000, or before the birth), `orbProfile`.
 * @example
 * const p = progressedChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, targetDate: '2024-07-15' });
 * p.progressedDate // '1990-08-18T…Z' (34 days after the birth)
 */
export function progressedChart(request: WithTimeInputs<ProgressedChartRequest, 'targetDate'>, options: ProgressedChartOptions = {}): ProgressedChart {
  refuseExtraArguments(arguments.length, 2, 'progressedChart(request, options?)', "progressedChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, targetDate: '2024-07-15' })");
  const p = progressedRequest(ProgressedChartRequest, request, options.bodies);
  const zodiac = zodiacChoice(p.request);
  const kind = p.request.progression ?? 'secondary';
  const angles = p.request.angles ?? 'quotidian';
  const progression = progressionOfKind(p.progression, kind);
  const progressed = progression.progressed;
  const houseSystem = p.request.houseSystem ?? 'Placidus';
  const armc = angles === 'quotidian' || !p.birth.timeKnown ? undefined : progressedArmc(angles, p.birth, p.progression);
  const chart = {
    birthDate: p.birthDate,
    targetDate: p.targetDate,
    progressedDate: isoString(progressed.jdUt, 'second'),
    ...progressedPositions(p.birth, progressed, p.bodies, p.request.orbProfile ?? 'tight', houseSystem, zodiac.ayanamsa, armc),
    ...zodiacEcho(zodiac, progressed.jdTt),
    ...placeEcho(request),
    ...(kind === 'secondary' ? {} : { progression: kind }),
    ...(angles === 'quotidian' ? {} : { angles }),
  };
  if (p.request.interpret !== true) return chart;
  // The natal points and cusps in the chart's zodiac (sidereal: minus the true ayanamsa at birth).
  const shift = zodiacShift(zodiac, p.birth.at.jdTt);
  const natal = timelineNatalPoints(p.birth, TECHNIQUE_TEXT_POINTS).map((n) => ({ point: n.point, longitude: normalizeDegrees(n.longitude - shift) }));
  const cusps = timelineNatalCusps(p.birth, houseSystem)?.map((c) => normalizeDegrees(c - shift));
  const locale = p.request.locale ?? 'en';
  return withTextWarnings(locale, { ...chart, interpretation: progressedInterpretation(techniqueText(locale), chart, natal, cusps) }, [familyUse(TECHNIQUE_TEXT_FAMILY, locale)]);
}

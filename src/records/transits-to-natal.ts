import { transitAspects } from '../charts/builders/transit-aspects.js';
import { TransitsToNatalRequest, type Body, type TransitAspect } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { techniqueBodies } from './technique-bodies.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { transitReading } from '../report/technique-readings.js';
import { TECHNIQUE_TEXT_FAMILY, techniqueText } from '../text/technique-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';

/** Library options of {@link transitsToNatal} (not part of the request). */
export interface TransitsToNatalOptions {
  /** The natal bodies; default `TECHNIQUE_BODIES`. */
  readonly natalBodies?: readonly Body[];
  /** The transiting bodies; default `TECHNIQUE_BODIES`. */
  readonly transitBodies?: readonly Body[];
}

/**
 * @summary Aspects of the transiting bodies at `at` to the natal bodies (spec `TransitAspect`; `transitAspects`):
 * every pair gets the closest aspect within the orb the profile allows the two bodies (default profile `tight`: 3°
 * for the major aspects, 2° for the sextile, 1° for the minor ones), applying or separating by the transiting
 * body's own motion; sorted by transiting body then natal body.
 *
 * With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) the natal longitudes are minus the true ayanamsa at
 * birth and the transiting ones minus that at `at` — the aspects then differ from the tropical ones by the ayanamsa
 * gained since birth (50″ a year) — and each item says `zodiac` and `ayanamsa` (its value at `at`).
 *
 * With `interpret: true` each aspect with an entry carries `interpretation`: Urania's own reading of the transit in
 * `locale` (default en; docs/interpretations.md "Techniques") — Mars to Pluto and the North Node by aspect (trine and
 * sextile share one entry), the Sun, Moon, Mercury and Venus by natal point with a clause for the aspect; none for a
 * minor aspect or a point without an entry (Chiron and the angles in transit, Lilith).
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `at`, `orbProfile`, `ayanamsa`), or the option
 * (`natalBodies[i]`, `transitBodies[i]`).
 * @example
 * transitsToNatal({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15T12:00:00Z' })
 * // [{ transitBody: 'Sun', natalBody: 'Sun', aspect: 'conjunction', orb: 0.…, isApplying: …, … }, …]
 */
export function transitsToNatal(request: WithTimeInputs<TransitsToNatalRequest, 'at'>, options: TransitsToNatalOptions = {}): TransitAspect[] {
  refuseExtraArguments(arguments.length, 2, 'transitsToNatal(request, options?)', "transitsToNatal({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15T12:00:00Z' })");
  const members = timeMembers(request, ['at']);
  const r = parseBirthRequest(TransitsToNatalRequest, members.request);
  const { birth } = birthMoment(r.birth, 'birth');
  const { at } = instantMember(members, 'at', r.at);
  const natalBodies = techniqueBodies(options.natalBodies, 'natalBodies');
  const transitBodies = techniqueBodies(options.transitBodies, 'transitBodies');
  const zodiac = zodiacChoice(r);
  const echo = zodiacEcho(zodiac, at.jdTt);
  const aspects = transitAspects(birth, at, natalBodies, transitBodies, r.orbProfile ?? 'tight', zodiac.ayanamsa).map((a) => ({ ...a, ...echo }));
  if (r.interpret !== true) return aspects;
  const locale = r.locale ?? 'en';
  const text = techniqueText(locale);
  const uses = [familyUse(TECHNIQUE_TEXT_FAMILY, locale)];
  return aspects.map((a) => {
    const interpretation = transitReading(text, a.transitBody, a.natalBody, a.aspect);
    return interpretation === undefined ? a : withTextWarnings(locale, { ...a, interpretation }, uses);
  });
}

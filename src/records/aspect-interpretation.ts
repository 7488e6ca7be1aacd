import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import {
  ASPECT_POINTS, AspectInterpretationQuery, type AspectInterpretationDetailed, type AspectPoint, type AspectType, type Locale,
} from '../schemas/index.js';
import type { AspectPoint as TextPoint, AspectText } from '../text/aspect-text.js';
import type { LocaleText } from '../text/locale-text.js';
import { localeText } from '../text/locales.js';
import { MINOR_ASPECT_FRAMES } from '../text/minor-aspect-frames.js';
import { formatLabel } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import type { MinorAspect } from '../text/minor-aspect-text.js';
import { NATAL_TEXT_FAMILY, natalText } from '../text/natal-locales.js';
import { familyUse } from '../text/text-family.js';
import { pairKey } from '../text/natal-text.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';

const MAJOR: readonly AspectType[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

/** The point whose text a point reads (the mean node reads the North Node's). */
const textPoint = (p: AspectPoint): TextPoint => (p === 'NorthNodeMean' ? 'NorthNode' : p);

/** The entries of a locale by unordered pair and aspect, indexed once per locale. */
const INDEX = new WeakMap<LocaleText, Map<string, AspectText>>();
const keyOf = (a: TextPoint, b: TextPoint, aspect: string) => {
  const [x, y] = ASPECT_POINTS.indexOf(a) <= ASPECT_POINTS.indexOf(b) ? [a, b] : [b, a];
  return `${x}|${y}|${aspect}`;
};
function majorEntry(text: LocaleText, a: TextPoint, b: TextPoint, aspect: AspectType): AspectText | undefined {
  let index = INDEX.get(text);
  if (index === undefined) {
    index = new Map(text.aspects.map((e) => [keyOf(e.body1, e.body2, e.aspect), e]));
    INDEX.set(text, index);
  }
  return index.get(keyOf(a, b, aspect));
}

/**
 * @summary The interpretation of an aspect between two points (spec `AspectInterpretationDetailed`) — Urania's own
 * writing (docs/interpretations.md). Points: Sun–Pluto, Chiron, the North Node (true or mean) and the Ascendant
 * and Midheaven (the Ascendant–Midheaven pair excepted); the order of the pair does not matter. The five major
 * aspects have their own text for every pair; a minor aspect between two of the ten planets reads the pair's own
 * minor-aspect text (the one the natal report reads); a minor aspect of Chiron, the node or an angle has one text of
 * its quality, joined with the themes of the two points. Errors: an unknown point, aspect or locale is INVALID_ARGUMENT naming it; the same point
 * twice, or the Ascendant with the Midheaven, is INVALID_ARGUMENT naming `body2`.
 * @example aspectInterpretation('Sun', 'Moon', 'square').keywords.length >= 4 // true
 */
export function aspectInterpretation(
  body1: AspectPoint,
  body2: AspectPoint,
  aspect: AspectType,
  options: { readonly locale?: Locale } = {},
): AspectInterpretationDetailed {
  refuseExtraArguments(arguments.length, 4, 'aspectInterpretation(body1, body2, aspect, options?)', "aspectInterpretation('Sun', 'Moon', 'square')");
  const q = parse(AspectInterpretationQuery, { body1, body2, aspect, ...options });
  const a = textPoint(q.body1);
  const b = textPoint(q.body2);
  const angles = new Set([a, b]);
  if (a === b || (angles.has('Ascendant') && angles.has('Midheaven'))) {
    throw new UraniaError('INVALID_ARGUMENT', a === b ? 'body2 must differ from body1' : 'the Ascendant–Midheaven pair has no interpretation', {
      field: 'body2', received: q.body2, allowed: 'another point than body1; not the Ascendant with the Midheaven',
      ...(a === b ? { wording: wording('differsFrom', { field: 'body2', other: 'body1' }) } : {}),
    });
  }
  const text = localeText(q.locale);
  if (MAJOR.includes(q.aspect)) {
    const e = majorEntry(text, a, b, q.aspect)!;
    return withTextWarnings(q.locale, { body1: q.body1, body2: q.body2, aspect: q.aspect, summary: e.summary, description: e.description, keywords: [...e.keywords] });
  }
  const minor = text.minorAspects[q.aspect as MinorAspect];
  // The pair's themes in the order of the points (so that the text does not depend on the order asked).
  const [first, second] = ASPECT_POINTS.indexOf(a) <= ASPECT_POINTS.indexOf(b) ? [a, b] : [b, a];
  const key = pairKey(a, b);
  const own = key === undefined ? undefined : natalText(q.locale).minorAspects[key]?.[q.aspect as MinorAspect];
  const natal = familyUse(NATAL_TEXT_FAMILY, q.locale ?? 'en');
  // The joining sentence is in the locale's words and order when the aspect's quality and both themes are translated
  // (issue 31: never English joining words around translated phrases), else wholly English.
  const english = localeText('en');
  const asked = q.locale ?? 'en';
  const translated = asked !== 'en' && minor.quality !== english.minorAspects[q.aspect as MinorAspect].quality
    && text.pointThemes[first] !== english.pointThemes[first] && text.pointThemes[second] !== english.pointThemes[second];
  const locale = translated ? asked : 'en';
  const words = translated ? text : english;
  const labels = labelCatalogue(locale);
  // English writes the names as asked (identifiers); another locale its label catalogue's names.
  const shown = (given: string, p: TextPoint) => (locale === 'en' ? given : p === 'Ascendant' || p === 'Midheaven' ? labels.angles[p] : labels.bodies[p]);
  const frames = MINOR_ASPECT_FRAMES[locale];
  const chosen = words.minorAspects[q.aspect as MinorAspect];
  const values = {
    body1: shown(q.body1, a), aspect: locale === 'en' ? q.aspect : labels.aspects[q.aspect], body2: shown(q.body2, b),
    quality: chosen.quality, first: words.pointThemes[first], second: words.pointThemes[second],
  };
  return withTextWarnings(q.locale, {
    body1: q.body1,
    body2: q.body2,
    aspect: q.aspect,
    summary: formatLabel(frames.summary, values, locale),
    description: own ?? formatLabel(frames.description, { ...values, description: chosen.description }, locale),
    keywords: [...chosen.keywords, values.first, values.second],
  }, [natal]);
}

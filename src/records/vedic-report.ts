import { wording } from '../errors/error-wording.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { UraniaError } from '../errors/urania-error.js';
import { composeVedicReport } from '../report/compose-vedic-report.js';
import { SIGNS } from '../schemas/enums.js';
import { VEDIC_GRAHAS } from '../schemas/record-enums.js';
import type { NAKSHATRA_NAMES } from '../schemas/vedic-interpretation.js';
import { VedicReportRequest, type SadeSatiStatus, type VedicReport } from '../schemas/vedic-report.js';
import { instant, isoString } from '../time/index.js';
import { kaalSarp } from '../vedic/kaal-sarp.js';
import { manglikDosha } from '../vedic/manglik-dosha.js';
import { nakshatraAt } from '../vedic/nakshatra.js';
import { YOGA_RULES } from '../vedic/yoga-rules.js';
import { yogasOf } from '../vedic/yogas-of.js';
import { birthMoment } from './birth-moment.js';
import { dashaAt } from './dasha-at.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { sadeSati } from './sade-sati.js';
import { birthYogaChart } from './vedic-yogas.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { reportTextFamilies } from './text-family-uses.js';

export type { VedicReportRequest, VedicReport };

/** Days in a year, to turn the span from birth to `at` into the years `sadeSati` covers. */
const YEAR_DAYS = 365.25;
/** Years past `at` the Sade Sati search covers, so that the next Sade Sati or Dhaiya is found (they recur within 10). */
const SADE_SATI_LOOKAHEAD_YEARS = 12;

const place = (longitude: number) => {
  const n = nakshatraAt(longitude);
  return { sign: SIGNS[Math.floor(longitude / 30) % 12]!, nakshatra: n.name as (typeof NAKSHATRA_NAMES)[number], pada: n.pada };
};

/** Sade Sati or Dhaiya at an instant: the period holding it (the earlier when a Dhaiya and a Sade Sati touch), and the next. */
function sadeSatiAt(s: ReturnType<typeof sadeSati>, at: string): SadeSatiStatus {
  const current = s.periods.find((p) => p.start <= at && at < p.end);
  const next = s.periods.find((p) => p.start > at);
  const phase = current?.phases.find((p) => p.start <= at && at < p.end)?.phase;
  return {
    moonSign: s.moonSign,
    status: current?.kind ?? 'none',
    ...(phase === undefined ? {} : { phase }),
    ...(current === undefined ? {} : { current }),
    ...(next === undefined ? {} : { next }),
  };
}

/**
 * @summary A Vedic report of a timed birth (issue 28; docs/vedic.md "Vedic report"): the sidereal chart in brief (the
 * Lagna, the Moon's sign, nakshatra and pada, the nine grahas' positions with nakshatra, pada and whole-sign house),
 * the Moon's nakshatra reading and pada note, the Lagna's, the Vimshottari mahadasha and antardasha running at `at`
 * (default now) with their dates (`dashaAt`) and readings, the yogas present (`vedicYogas`: name, grahas, rule,
 * source), and the doshas (`vedicDoshas`: Manglik, Kaal Sarp; `sadeSati`: the Sade Sati or Dhaiya running at `at`
 * and the next). Positions by `conventions` (default drik). Render it with `vedicReportMarkdown`, `vedicReportText`
 * or `vedicReportHtml`.
 *
 * Errors: those of the birth, naming the member; without `birth.birthTime` MISSING_ARGUMENT naming it (the Lagna needs
 * it); `at` before the birth INVALID_ARGUMENT naming `at`; an unknown `locale` INVALID_ARGUMENT.
 * @example
 * vedicReport({ birth: { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }, at: '2026-01-01' }).lagna.sign
 * // 'Taurus'
 */
export function vedicReport(request: VedicReportRequest): VedicReport {
  refuseExtraArguments(arguments.length, 1, 'vedicReport(request)', "vedicReport({ birth: { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }, at: '2026-01-01' })");
  const r = parseBirthRequest(VedicReportRequest, request);
  const born = birthMoment(r.birth, 'birth').birth.at;
  const at = r.at === undefined ? instant(new Date()) : instant(r.at, 'at');
  if (at.jdUt < born.jdUt) {
    throw new UraniaError('INVALID_ARGUMENT', 'at is before the birth: a Vedic report reads the periods running at or after it', {
      wording: wording('vedicReport.beforeBirth', { field: 'at' }),
      field: 'at', received: r.at, allowed: `an instant at or after the birth, ${isoString(born.jdUt, 'second')}`,
    });
  }
  const atIso = isoString(at.jdUt, 'second');
  const conventions = r.conventions === undefined ? {} : { conventions: r.conventions };
  const { chart, ayanamsa } = birthYogaChart(r.birth, r.conventions);
  const lagnaSign = Math.floor(chart.lagna / 30) % 12;
  const positions = VEDIC_GRAHAS.map((graha) => {
    const lon = chart.grahas[graha];
    return { graha, siderealLongitude: lon, ...place(lon), house: ((Math.floor(lon / 30) - lagnaSign + 12) % 12) + 1 };
  });
  const dasha = dashaAt({ birth: r.birth, at: atIso, levels: 2, ...conventions }).periods;
  const years = Math.min(120, Math.ceil((at.jdUt - born.jdUt) / YEAR_DAYS) + SADE_SATI_LOOKAHEAD_YEARS);
  const m = manglikDosha(chart, r.manglik ?? 'extended');
  const k = kaalSarp(chart);
  const locale = r.locale ?? 'en';
  return withTextWarnings(locale, composeVedicReport({
    birthDate: r.birth.birthDate,
    at: atIso,
    locale,
    ayanamsa,
    lagna: { siderealLongitude: chart.lagna, ...place(chart.lagna) },
    positions,
    dasha,
    catalogueSize: YOGA_RULES.length,
    yogas: yogasOf(chart).map(({ rule, grahas }) => ({
      id: rule.id, name: rule.name, group: rule.group, nature: rule.nature, rule: rule.rule, source: rule.source, grahas: [...grahas],
    })),
    manglik: { ...m, fromAscendant: { ...m.fromAscendant }, fromMoon: { ...m.fromMoon }, fromVenus: { ...m.fromVenus }, cancellations: [...m.cancellations] },
    kaalSarp: { ...k, outside: [...k.outside] },
    sadeSati: sadeSatiAt(sadeSati({ birth: r.birth, years, ...conventions }), atIso),
  }), reportTextFamilies('vedic', locale));
}

import type { SolarReturn, SolarReturnReport } from '../schemas/index.js';
import type { Locale } from '../schemas/interpretation.js';
import { TECHNIQUE_REPORT_WORDS } from './technique-report-words.js';

type Section = SolarReturnReport['sections'][number];

/**
 * @summary A solar return report from a return chart carrying its `interpretation`: the return's Ascendant sign,
 * the return Sun's house and the return Moon's house, each a section of one paragraph citing its entry, in that
 * order (a part the interpretation lacks is left out). Pure.
 */
export function composeSolarReturnReport(birthDate: string, chart: SolarReturn, locale: Locale): SolarReturnReport {
  const words = TECHNIQUE_REPORT_WORDS[locale];
  const i = chart.interpretation ?? {};
  const sections: Section[] = [];
  if (i.ascendantSign !== undefined) {
    sections.push({
      id: 'return-ascendant', title: words.titles.returnAscendant,
      paragraphs: [{ heading: words.ascendantHeading(i.ascendantSign.sign), text: i.ascendantSign.text }],
      sources: [{ record: 'SolarReturnInterpretation', part: 'ascendantSign', sign: i.ascendantSign.sign }],
    });
  }
  if (i.sunHouse !== undefined) {
    sections.push({
      id: 'return-sun', title: words.titles.returnSun,
      paragraphs: [{ heading: words.returnHouseHeading('Sun', i.sunHouse.house), text: i.sunHouse.text }],
      sources: [{ record: 'SolarReturnInterpretation', part: 'sunHouse', house: i.sunHouse.house }],
    });
  }
  if (i.moonHouse !== undefined) {
    sections.push({
      id: 'return-moon', title: words.titles.returnMoon,
      paragraphs: [{ heading: words.returnHouseHeading('Moon', i.moonHouse.house), text: i.moonHouse.text }],
      sources: [{ record: 'SolarReturnInterpretation', part: 'moonHouse', house: i.moonHouse.house }],
    });
  }
  return { birthDate, chart, locale, sections };
}

/**
 * The matching part of the web page's Vedic view (issue 28): a partner's birth (date, time, place searched in the
 * atlas or typed as latitude, longitude and zone), which side of the tables the Vedic form's birth takes, the Manglik
 * houses; and their Vedic compatibility computed HERE, in the browser, by the library (`vedicCompatibility`, with
 * the conventions chosen in the Vedic form): the ashtakoot's eight kootas out of 36, the ten South Indian
 * poruthams, and the Manglik dosha of both births with whether it is cancelled and the verdict of matching them.
 * Like the rest of the page it sends nothing anywhere.
 */
import { isUraniaError, loadEphemerisSpan, vedicCompatibility } from '../web-library/vedic.js';
import { pageData } from './page-data.js';
import { withEras } from './with-eras.js';
import type { LabelLocale, VedicCompatibility, VedicCompatibilityRequest } from '../schemas/index.js';
import { element, field, showFieldError } from './dom-element.js';
import { placeSearchField } from './place-combobox.js';
import { ashtakootRows, manglikRows, manglikVerdict, poruthamRows, type MatchingLanguage } from './vedic-matching-rows.js';
import { vedicLanguage } from './vedic-rows.js';
import type { MatchingWords, ViewWords } from './view-words.js';
import { VIEW_WORDS_EN } from './view-words-en.js';

type Birth = VedicCompatibilityRequest['personA'];

/** The Vedic form's birth as the matching part reads it, and the input that shows an error about one of its members. */
export interface FirstBirth {
  /** The birth and the conventions typed in the Vedic form (unvalidated: the library names what is wrong). */
  read(): { readonly birth: Birth; readonly conventions: NonNullable<VedicCompatibilityRequest['conventions']> };
  /** The Vedic form's input of a birth member (`birthDate`, `latitude` …), or its date input. */
  input(member: string): HTMLElement;
}

/** The two births' names in the tables, by the side the Vedic form's birth takes (person A is the groom's side). */
export function matchingLabels(side: 'A' | 'B', words: MatchingWords = VIEW_WORDS_EN.matching): readonly [string, string] {
  return side === 'A' ? [words.aboveA, words.partnerB] : [words.partnerA, words.aboveB];
}

/** A number typed in a field, or undefined when it is empty (so that the library names the missing member). */
function numberOf(input: HTMLInputElement): number {
  return input.value.trim() === '' ? (undefined as unknown as number) : Number(input.value.replace(',', '.'));
}

function table(doc: Document, id: string, caption: string, columns: readonly string[], rows: readonly string[][], totalLast = false): HTMLTableElement {
  return element(doc, 'table', { id, className: 'sarva' },
    element(doc, 'caption', {}, caption),
    element(doc, 'thead', {}, element(doc, 'tr', {}, ...columns.map((c) => element(doc, 'th', { scope: 'col' }, c)))),
    element(doc, 'tbody', {}, ...rows.map((r, i) => element(doc, 'tr', { className: totalLast && i === rows.length - 1 ? 'total' : '' },
      element(doc, 'th', { scope: 'row' }, r[0]!), ...r.slice(1).map((c) => element(doc, 'td', { className: /^-?[\d.,]+$/.test(c) ? 'num' : '' }, c))))));
}

/**
 * @summary The matching part (`section#vedic-matching`): its own form (`#vedic-match-form`) with the partner's
 * birth, and on submit the compatibility of the Vedic form's birth (`first`) with it.
 */
export function vedicMatchingSection(doc: Document, first: FirstBirth, locale: LabelLocale = 'en', words: ViewWords = VIEW_WORDS_EN): HTMLElement {
  const w = words.matching;
  const f = words.fields;
  const language: MatchingLanguage = { words: w, vedic: vedicLanguage(locale, words.vedic) };
  const say = language.vedic.say;
  const birthDate = element(doc, 'input', { type: 'date', required: true });
  const birthTime = element(doc, 'input', { type: 'time', step: '60', required: true });
  const latitude = element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder: '19.0760', required: true });
  const longitude = element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder: '72.8777', required: true });
  const timezone = element(doc, 'input', { type: 'text', autocomplete: 'off', spellcheck: false, placeholder: 'Asia/Kolkata' });
  timezone.setAttribute('list', 'timezones');
  const place = placeSearchField(doc, 'vedic-partner-place', w.place, { latitude, longitude, timezone }, 'Mumbai');
  const side = element(doc, 'select');
  side.replaceChildren(new Option(w.groom, 'A', true, true), new Option(w.bride, 'B'));
  const manglik = element(doc, 'select');
  manglik.replaceChildren(
    new Option(w.extended, 'extended', true, true),
    new Option(w.classical, 'classical'),
    new Option(w.southIndian, 'south-indian'));
  const status = element(doc, 'p', { className: 'status', id: 'vedic-match-status' });
  status.setAttribute('role', 'status');
  const summary = element(doc, 'p', { id: 'vedic-match-summary', className: 'verdict', tabIndex: -1 });
  const kootas = element(doc, 'div', { className: 'scroll' });
  const poruthams = element(doc, 'div', { className: 'scroll' });
  const mangliks = element(doc, 'div', { className: 'scroll' });
  const verdict = element(doc, 'p', { id: 'vedic-manglik-verdict', className: 'verdict' });
  const result = element(doc, 'div', { id: 'vedic-match-result', hidden: true },
    summary,
    element(doc, 'div', { className: 'vedic-match-tables' }, kootas, poruthams),
    element(doc, 'h4', {}, w.manglikHeading), mangliks, verdict);
  const form = element(doc, 'form', { id: 'vedic-match-form', noValidate: true },
    element(doc, 'h3', { id: 'vedic-matching-title' }, w.title),
    element(doc, 'p', { className: 'hint' }, w.intro),
    element(doc, 'div', { className: 'fields' },
      field(doc, 'vedic-partner-birth-date', w.birthDate, birthDate),
      field(doc, 'vedic-partner-birth-time', w.birthTime, birthTime),
      place.field,
      field(doc, 'vedic-partner-latitude', f.latitude, latitude),
      field(doc, 'vedic-partner-longitude', f.longitude, longitude),
      field(doc, 'vedic-partner-timezone', f.timezone, timezone),
      field(doc, 'vedic-match-side', w.side, side),
      field(doc, 'vedic-match-manglik', w.manglik, manglik)),
    element(doc, 'button', { type: 'submit', id: 'vedic-match-show' }, w.show),
    status);
  const section = element(doc, 'section', { id: 'vedic-matching', className: 'vedic-part' }, form, result);
  section.setAttribute('aria-labelledby', 'vedic-matching-title');

  const partnerInput: Record<string, HTMLElement> = { birthDate, birthTime, latitude, longitude, timezone };
  let run = 0;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    section.querySelectorAll<HTMLElement>('.field .error').forEach((e) => { e.hidden = true; });
    for (const e of Object.values(partnerInput)) e.removeAttribute('aria-invalid');
    const partner = {
      birthDate: birthDate.value,
      ...(birthTime.value === '' ? {} : { birthTime: birthTime.value }),
      latitude: numberOf(latitude),
      longitude: numberOf(longitude),
      ...(timezone.value.trim() === '' ? {} : { timezone: timezone.value.trim() }),
    } as Birth; // an empty time is left out, so that the library names it as required
    const chosenSide = side.value === 'B' ? 'B' : 'A';
    const labels = matchingLabels(chosenSide, w);
    const current = ++run;
    status.textContent = w.matching;
    const started = performance.now();
    const attempt = async (): Promise<VedicCompatibility> => {
      const { birth, conventions } = first.read();
      const request: VedicCompatibilityRequest = {
        personA: chosenSide === 'A' ? birth : partner,
        personB: chosenSide === 'A' ? partner : birth,
        conventions,
        manglik: manglik.value as NonNullable<VedicCompatibilityRequest['manglik']>,
        ...(locale === 'en' ? {} : { locale }),
      };
      // The minor bodies and the zone index load on demand in a browser (issue 30), as for the Vedic view above.
      await pageData();
      return withEras(() => vedicCompatibility(request), loadEphemerisSpan);
    };
    attempt().then((c) => {
      if (current !== run) return;
      summary.textContent = c.summary;
      kootas.replaceChildren(table(doc, 'vedic-ashtakoot', w.ashtakootCaption, w.ashtakootColumns, ashtakootRows(c, language), true));
      poruthams.replaceChildren(table(doc, 'vedic-poruthams', say(w.poruthamCaption, { count: c.poruthamsAgreeable }), w.poruthamColumns, poruthamRows(c, language)));
      mangliks.replaceChildren(table(doc, 'vedic-manglik-match', say(w.manglikCaption, { tradition: words.vedic.traditions[c.manglik.personA.tradition] }), w.manglikColumns, manglikRows(c, labels, language)));
      verdict.textContent = manglikVerdict(c, labels, language);
      result.hidden = false;
      status.textContent = say(w.done, { ms: Math.round(performance.now() - started) });
      summary.focus();
    }, (e: unknown) => {
      if (current !== run) return;
      // An error names its member: personA.birthTime, personB.latitude … — the side says which form holds it.
      const name = isUraniaError(e) ? String(e.details.field ?? '') : '';
      const [person, member = ''] = name.split('.');
      const partnerSide = chosenSide === 'A' ? 'personB' : 'personA';
      const key = member.replace(/[.[].*$/, '');
      const input = person === partnerSide ? (partnerInput[key] ?? birthDate) : person === 'personA' || person === 'personB' ? first.input(key) : birthDate;
      showFieldError(doc, input, e);
      result.hidden = true;
      status.textContent = input.closest('#vedic-match-form') === null ? w.failedAbove : w.failed;
    });
  });
  return section;
}

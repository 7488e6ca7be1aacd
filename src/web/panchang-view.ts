/**
 * The Panchang view of the web page (issue 25): a small form (date, place, zone, preset) and the Panchang of that day
 * computed HERE, in the browser, by the library's `panchang` — sunrise and sunset, the five limbs with their end
 * times, the lunar month and year, and the muhurta periods, in the place's local time. The view builds its own
 * section and appends it to the page's <main> (`mountPanchangView`), so that the page keeps one small hook; like the
 * chart, it sends nothing anywhere.
 */
import * as library from '../web-library/panchang.js';
import { isUraniaError, loadTimeZones, panchang, VEDIC_PRESET_CONVENTIONS, type Panchang } from '../web-library/panchang.js';
import type { LabelLocale } from '../schemas/index.js';
import { element, field, showFieldError } from './dom-element.js';
import { viewLanguage, type VedicNameFamily, type ViewLanguage } from './view-language.js';
import type { PanchangWords, ViewWords } from './view-words.js';
import { VIEW_WORDS_EN } from './view-words-en.js';

type Preset = keyof typeof VEDIC_PRESET_CONVENTIONS;

/** @summary hh:mm of an ISO instant in a zone, with the day and month when it is not `date`. */
export function localTime(iso: string, timezone: string, date: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (t: string): string => parts.find((p) => p.type === t)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  return `${get('hour')}:${get('minute')}${day === date ? '' : ` (${get('day')}/${get('month')})`}`;
}

/** A vara named as the record names it (`Shukravara`) in the view's words (`शुक्रवार`, `星期五`). */
function varaName(name: string, words: PanchangWords): string {
  return words.varas[(VIEW_WORDS_EN.panchang.varas as readonly string[]).indexOf(name)] ?? name;
}

/** @summary The Panchang view's language: the words of `locale` (English by default) with the catalogue's names. */
export function panchangLanguage(locale: LabelLocale = 'en', words: PanchangWords = VIEW_WORDS_EN.panchang): ViewLanguage<PanchangWords> {
  return viewLanguage(locale, words, library);
}

/**
 * @summary The rows of the Panchang table: [label, value] in reading order, times local to the record's zone; in
 * `language` (issue 31: the labels and words of the page's language, the tithi, nakshatra, yoga and karana names
 * and the weekday's lord by the label catalogue, the paksha by its words; English by default, as before).
 */
export function panchangRows(p: Panchang, language: ViewLanguage<PanchangWords> = panchangLanguage()): [string, string][] {
  const { words: w, say } = language;
  const r = w.rows;
  const t = (iso: string | null): string => (iso === null ? '—' : localTime(iso, p.timezone, p.date));
  const limbs = (family: VedicNameFamily, list: Panchang['tithi']): string => list.map((l) => {
    const name = language.vedicName(family, l.name);
    return say(w.until, { limb: l.pada === undefined ? name : say(w.pada, { name, pada: l.pada }), time: t(l.end) });
  }).join(w.then);
  const span = (s: { start: string; end: string }): string => `${t(s.start)}–${t(s.end)}`;
  const spans = (list: readonly { start: string; end: string }[]): string => (list.length === 0 ? w.noneThisDay : list.map(span).join(', '));
  const month = (m: Panchang['amantaMonth']): string => (m.adhika ? say(w.adhika, { name: m.name }) : m.name);
  const labels = language.locale === 'en' ? undefined : library.labelCatalogue(language.locale).words;
  const paksha = labels === undefined ? p.paksha : p.paksha === 'Shukla' ? labels.shukla : p.paksha === 'Krishna' ? labels.krishna : p.paksha;
  const m = p.muhurta;
  return [
    [r.weekday, say(w.weekdayLord, { vara: varaName(p.vara.name, w), lord: language.graha(p.vara.lord) })],
    [r.sunrise, t(p.sunrise)],
    [r.sunset, t(p.sunset)],
    [r.moonrise, t(p.moonrise)],
    [r.tithi, limbs('tithis', p.tithi)],
    [r.paksha, paksha],
    [r.nakshatra, limbs('nakshatras', p.nakshatra)],
    [r.yoga, limbs('yogas', p.yoga)],
    [r.karana, limbs('karanas', p.karana)],
    [r.month, say(w.months, { amanta: month(p.amantaMonth), purnimanta: month(p.purnimantaMonth) })],
    [r.year, say(w.year, { shaka: p.shakaYear, south: p.samvatsara.south, vikram: p.vikramSamvat, north: p.samvatsara.north, ritu: p.ritu, ayana: p.ayana })],
    [r.rahuKalam, span(m.rahuKalam)],
    [r.yamaganda, span(m.yamaganda)],
    [r.gulikaKalam, span(m.gulikaKalam)],
    [r.abhijit, span(m.abhijit)],
    [r.brahmaMuhurta, span(m.brahmaMuhurta)],
    [r.durmuhurta, spans(m.durmuhurta)],
    [r.amritKalam, spans(m.amritKalam)],
    [r.varjyam, spans(m.varjyam)],
  ];
}


/** @summary Build the Panchang section and append it to `main`: its form computes and shows the day on submit. */
export function mountPanchangView(doc: Document, main: HTMLElement, locale: LabelLocale = 'en', words: ViewWords = VIEW_WORDS_EN): HTMLElement {
  const language = panchangLanguage(locale, words.panchang);
  const { words: w, say } = language;
  const f = words.fields;
  const today = new Date().toISOString().slice(0, 10);
  const date = element(doc, 'input', { type: 'date', value: today, required: true });
  const latitude = element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder: '28.6139', required: true });
  const longitude = element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder: '77.2090', required: true });
  const timezone = element(doc, 'input', { type: 'text', autocomplete: 'off', spellcheck: false, placeholder: 'Asia/Kolkata' });
  timezone.setAttribute('list', 'timezones');
  const preset = element(doc, 'select');
  preset.replaceChildren(...(Object.keys(VEDIC_PRESET_CONVENTIONS) as Preset[]).map((p) => new Option(p, p, p === 'drik', p === 'drik')));
  const status = element(doc, 'p', { className: 'status', id: 'panchang-status' });
  status.setAttribute('role', 'status');
  const table = element(doc, 'table', { id: 'panchang-table' });
  const title = element(doc, 'h3', { id: 'panchang-day-title', tabIndex: -1 });
  const result = element(doc, 'div', { id: 'panchang-result', hidden: true }, title, element(doc, 'div', { className: 'scroll' }, table));
  const form = element(doc, 'form', { id: 'panchang-form', noValidate: true },
    element(doc, 'h2', { id: 'panchang-title' }, w.title),
    element(doc, 'p', { className: 'hint' }, w.intro),
    element(doc, 'div', { className: 'fields' },
      field(doc, 'panchang-date', w.date, date),
      field(doc, 'panchang-latitude', f.latitude, latitude),
      field(doc, 'panchang-longitude', f.longitude, longitude),
      field(doc, 'panchang-timezone', f.timezone, timezone),
      field(doc, 'panchang-preset', f.conventions, preset)),
    element(doc, 'button', { type: 'submit', id: 'panchang-show' }, w.show),
    status);
  const section = element(doc, 'section', { id: 'panchang-view', className: 'panchang' }, form, result);
  section.setAttribute('aria-labelledby', 'panchang-title');

  const fieldOf: Record<string, HTMLElement> = { date, latitude, longitude, timezone, conventions: preset };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    // A day without a zone finds it from the place: the time-zone index loads on demand in a browser (issue 30).
    if (timezone.value.trim() === '') await loadTimeZones().catch(() => undefined);
    section.querySelectorAll<HTMLElement>('.field .error').forEach((e) => { e.hidden = true; });
    for (const e of Object.values(fieldOf)) e.removeAttribute('aria-invalid');
    let p: Panchang;
    try {
      p = panchang({
        date: date.value,
        latitude: latitude.value.trim() === '' ? (undefined as unknown as number) : Number(latitude.value),
        longitude: longitude.value.trim() === '' ? (undefined as unknown as number) : Number(longitude.value),
        ...(timezone.value.trim() === '' ? {} : { timezone: timezone.value.trim() }),
        conventions: preset.value as Preset,
      });
    } catch (e) {
      const name = isUraniaError(e) ? String(e.details.field ?? '').split('.')[0]! : '';
      const input = fieldOf[name] ?? date;
      showFieldError(doc, input, e);
      result.hidden = true;
      status.textContent = w.failed;
      return;
    }
    title.textContent = say(w.dayTitle, { date: language.day(p.date), vara: varaName(p.vara.name, w), zone: p.timezone, preset: preset.value });
    table.replaceChildren(element(doc, 'tbody', {}, ...panchangRows(p, language).map(([label, value]) =>
      element(doc, 'tr', {}, element(doc, 'th', { scope: 'row' }, label), element(doc, 'td', {}, value)))));
    result.hidden = false;
    status.textContent = w.done;
    title.focus();
  });
  main.append(section);
  return section;
}

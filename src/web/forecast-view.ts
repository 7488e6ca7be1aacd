/**
 * The Forecast view of the web page (issue 27): a small form (the birth — date, time, place, zone — and a range,
 * today to a year ahead by default) and the transits of that range to the natal chart computed HERE, in the
 * browser, by the library's `transitTimeline` — drawn by `transitTimelineChart` (the Gantt-like SVG) and listed
 * contact by contact (transiting body, aspect, natal point, the day it enters orb, its exact passes, the day it
 * leaves). The view builds its own section and appends it to the page's <main> (`mountForecastView`), as the
 * Panchang view does, so that the page keeps one small hook; like the chart, it sends nothing anywhere.
 */
import * as library from '../web-library/forecast.js';
import { isUraniaError, loadEphemerisSpan, transitTimeline, transitTimelineChart, type TransitContact } from '../web-library/forecast.js';
import type { LabelLocale } from '../schemas/index.js';
import { element, field, showFieldError } from './dom-element.js';
import { pageData } from './page-data.js';
import { viewLanguage, type ViewLanguage } from './view-language.js';
import type { FieldWords, ForecastWords, ViewWords } from './view-words.js';
import { VIEW_WORDS_EN } from './view-words-en.js';
import { withEras } from './with-eras.js';

/** The header of the contacts table in English, in the order of `forecastRows`' cells (the page's language: `ForecastWords.columns`). */
export const FORECAST_COLUMNS = VIEW_WORDS_EN.forecast.columns;

/** @summary The Forecast view's language: the words of `locale` (English by default) with the library's names, dates and numbers. */
export function forecastLanguage(locale: LabelLocale = 'en', words: ForecastWords = VIEW_WORDS_EN.forecast): ViewLanguage<ForecastWords> {
  return viewLanguage(locale, words, library);
}

/**
 * @summary The rows of the contacts table, one per contact in the timeline's order: the transiting body, the
 * aspect, the natal point, the day it enters orb ("before <day>" when already within orb at the range's start),
 * its exact days (an R after a retrograde pass; "none in range" when it has none), the day it leaves orb ("after
 * <day>" when still within orb at the range's end). Days are UT. In `language` (issue 31): names by the label
 * catalogue, days by `Intl`; English by default, as before.
 */
export function forecastRows(contacts: readonly TransitContact[], language: ViewLanguage<ForecastWords> = forecastLanguage()): string[][] {
  const { words: w, say, day } = language;
  return contacts.map((c) => [
    language.point(c.transitBody),
    language.aspect(c.aspect),
    language.point(c.natalPoint),
    c.entersBeforeRange ? say(w.before, { day: day(c.enters) }) : day(c.enters),
    c.exact.length === 0 ? w.noExact : c.exact.map((e) => (e.direction === 'retrograde' ? say(w.exactRetrograde, { day: day(e.at) }) : day(e.at))).join(', '),
    c.leavesAfterRange ? say(w.after, { day: day(c.leaves) }) : day(c.leaves),
  ]);
}


/** A number typed in a field, or undefined when it is empty (so that the library names the missing member). */
function numberOf(input: HTMLInputElement): number {
  return input.value.trim() === '' ? (undefined as unknown as number) : Number(input.value);
}

/**
 * The chart's width: the figure's, between the smallest the chart draws (480 px) and 1200 px. The picture is shown
 * at that size, never squeezed (its labels keep their size): on a narrower screen it scrolls sideways in its box.
 */
function chartWidth(figure: HTMLElement): number {
  return Math.min(1200, Math.max(480, Math.floor(figure.clientWidth > 0 ? figure.clientWidth : 960)));
}

/** @summary Build the Forecast section and append it to `main`: its form computes and shows the timeline on submit. */
export function mountForecastView(doc: Document, main: HTMLElement, locale: LabelLocale = 'en', words: ViewWords = VIEW_WORDS_EN): HTMLElement {
  const language = forecastLanguage(locale, words.forecast);
  const { words: w, say } = language;
  const f: FieldWords = words.fields;
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const inAYear = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
  const birthDate = element(doc, 'input', { type: 'date', required: true });
  const birthTime = element(doc, 'input', { type: 'time', step: '60' });
  const latitude = element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder: '40.7128', required: true });
  const longitude = element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder: '-74.006', required: true });
  const timezone = element(doc, 'input', { type: 'text', autocomplete: 'off', spellcheck: false, placeholder: 'America/New_York' });
  timezone.setAttribute('list', 'timezones');
  const from = element(doc, 'input', { type: 'date', value: today, required: true });
  const to = element(doc, 'input', { type: 'date', value: inAYear, required: true });
  const status = element(doc, 'p', { className: 'status', id: 'forecast-status' });
  status.setAttribute('role', 'status');
  const title = element(doc, 'h3', { id: 'forecast-range-title', tabIndex: -1 });
  const chart = element(doc, 'figure', { id: 'forecast-chart' });
  const table = element(doc, 'table', { id: 'forecast-table' });
  const result = element(doc, 'div', { id: 'forecast-result', hidden: true },
    title, element(doc, 'div', { className: 'scroll' }, chart), element(doc, 'div', { className: 'scroll' }, table));
  const form = element(doc, 'form', { id: 'forecast-form', noValidate: true },
    element(doc, 'h2', { id: 'forecast-title' }, w.title),
    element(doc, 'p', { className: 'hint' }, w.intro),
    element(doc, 'div', { className: 'fields' },
      field(doc, 'forecast-birth-date', f.birthDate, birthDate),
      field(doc, 'forecast-birth-time', w.birthTime, birthTime),
      field(doc, 'forecast-latitude', f.latitude, latitude),
      field(doc, 'forecast-longitude', f.longitude, longitude),
      field(doc, 'forecast-timezone', f.timezone, timezone),
      field(doc, 'forecast-from', w.from, from),
      field(doc, 'forecast-to', w.to, to)),
    element(doc, 'button', { type: 'submit', id: 'forecast-show' }, w.show),
    status);
  const section = element(doc, 'section', { id: 'forecast-view', className: 'forecast' }, form, result);
  section.setAttribute('aria-labelledby', 'forecast-title');

  const fieldOf: Record<string, HTMLInputElement> = {
    'birth.birthDate': birthDate, 'birth.birthTime': birthTime, 'birth.latitude': latitude, 'birth.longitude': longitude,
    'birth.timezone': timezone, from, to,
  };
  const fieldNamed = (name: string): HTMLInputElement | undefined => {
    for (const [key, input] of Object.entries(fieldOf)) if (name === key || name.startsWith(`${key}.`) || name.startsWith(`${key}[`)) return input;
    return undefined;
  };
  let run = 0;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    section.querySelectorAll<HTMLElement>('.field .error').forEach((e) => { e.hidden = true; });
    for (const e of Object.values(fieldOf)) e.removeAttribute('aria-invalid');
    const request = {
      birth: {
        birthDate: birthDate.value,
        ...(birthTime.value === '' ? {} : { birthTime: birthTime.value }),
        latitude: numberOf(latitude),
        longitude: numberOf(longitude),
        ...(timezone.value.trim() === '' ? {} : { timezone: timezone.value.trim() }),
      },
      from: from.value,
      to: to.value,
    };
    const current = ++run;
    status.textContent = w.computing;
    // The built-in ephemeris covers the modern era; a birth or range outside it loads the long span once (a static file).
    const compute = async (): Promise<TransitContact[]> => {
      await pageData();
      return withEras(() => transitTimeline(request), loadEphemerisSpan);
    };
    compute().then((contacts) => {
      if (current !== run) return;
      const theme = doc.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
      result.hidden = false;
      chart.innerHTML = transitTimelineChart(contacts, { from: request.from, to: request.to, theme, width: chartWidth(chart), idPrefix: 'forecast-', locale });
      table.replaceChildren(
        element(doc, 'caption', {}, say(w.caption, { count: contacts.length })),
        element(doc, 'thead', {}, element(doc, 'tr', {}, ...w.columns.map((c) => element(doc, 'th', { scope: 'col' }, c)))),
        element(doc, 'tbody', {}, ...forecastRows(contacts, language).map((cells) => element(doc, 'tr', {}, ...cells.map((c) => element(doc, 'td', {}, c))))),
      );
      title.textContent = say(w.rangeTitle, { from: language.day(request.from), to: language.day(request.to), birth: language.day(request.birth.birthDate) });
      result.hidden = false;
      status.textContent = contacts.length === 0 ? w.none : w.done;
      title.focus();
    }, (e: unknown) => {
      if (current !== run) return;
      const name = isUraniaError(e) ? String(e.details.field ?? '') : '';
      const input = fieldNamed(name) ?? birthDate;
      showFieldError(doc, input, e);
      result.hidden = true;
      status.textContent = w.failed;
    });
  });
  main.append(section);
  return section;
}

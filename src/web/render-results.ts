import type { LabelLocale, NatalChartResponse } from '../schemas/index.js';
import { formatCivilDate, formatNumber, formatPlainNumber, labelCatalogue } from '../web-library/chart.js';
import { aspectGlyph } from './aspect-glyph.js';
import { aspectGrid } from './aspect-grid.js';
import type { PageTheme } from './birth-form-values.js';
import { displayName } from './display-name.js';
import { drawWheel, PAGE_WHEEL_SIZE } from './draw-wheel.js';
import { houseRows } from './house-rows.js';
import { fillWords, type PageWords } from './page-words.js';
import { positionRows, type PositionRow } from './position-rows.js';
import { warningLines } from './warning-lines.js';
import { PAGE_WORDS_EN } from './page-words-en.js';

/** The language the results are written in: the page's locale and its words (English by default). */
export interface ResultLanguage {
  readonly locale: LabelLocale;
  readonly words: PageWords;
}

const ENGLISH: ResultLanguage = { locale: 'en', words: PAGE_WORDS_EN };

/**
 * How the tables name things in a language: bodies and signs by the label catalogue (docs/i18n/), English by the
 * page's display names as before; longitudes in the locale's digits (`113,0045` in German).
 */
interface TableWords {
  readonly body: (name: string) => string;
  readonly sign: (name: string) => string;
  readonly longitude: (text: string) => string;
  readonly retro: (mark: string) => string;
}

function tableWords(language: ResultLanguage): TableWords {
  if (language.locale === 'en') return { body: displayName, sign: (s) => s, longitude: (t) => t, retro: (m) => m };
  const labels = labelCatalogue(language.locale);
  const bodies = labels.bodies as Readonly<Record<string, string>>;
  const signs = labels.signs as Readonly<Record<string, string>>;
  return {
    body: (name) => bodies[name] ?? displayName(name),
    sign: (name) => signs[name] ?? name,
    longitude: (text) => formatNumber(Number(text), 4, language.locale),
    retro: (mark) => (mark === '' ? '' : language.words.retroMark),
  };
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const e = doc.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className !== undefined) e.className = className;
  return e;
}

function byId<T extends HTMLElement>(doc: Document, id: string): T {
  const e = doc.getElementById(id);
  if (e === null) throw new Error(`the page has no #${id}`);
  return e as T;
}

function fillPositions(doc: Document, table: HTMLTableElement, rows: readonly PositionRow[], say: TableWords): void {
  const body = table.tBodies[0]!;
  body.replaceChildren(
    ...rows.map((r) => {
      const tr = element(doc, 'tr');
      tr.dataset.body = r.body;
      const th = element(doc, 'th', say.body(r.body));
      th.scope = 'row';
      tr.append(th, element(doc, 'td', say.sign(r.sign)), element(doc, 'td', r.position, 'num'), element(doc, 'td', say.longitude(r.longitude), 'num'),
        element(doc, 'td', r.house, 'num'), element(doc, 'td', say.retro(r.retrograde)));
      return tr;
    }),
  );
}

function fillAspectGrid(doc: Document, table: HTMLTableElement, chart: NatalChartResponse, say: TableWords, caption: string, locale: LabelLocale): void {
  const { bodies, cells } = aspectGrid(chart, locale);
  // The first body's row of a lower triangle is empty: the rows start with the second body.
  const rows = bodies.slice(1).map((rowBody, k) => {
    const i = k + 1;
    const tr = element(doc, 'tr');
    const th = element(doc, 'th', say.body(rowBody));
    th.scope = 'row';
    tr.append(th);
    for (let j = 0; j < i; j++) {
      const cell = cells[i]![j];
      const td = element(doc, 'td');
      if (cell !== undefined) {
        td.className = cell.nature;
        td.dataset.aspect = cell.type;
        td.dataset.pair = `${rowBody}|${bodies[j]!}`;
        td.title = cell.label;
        td.setAttribute('aria-label', cell.label);
        td.append(aspectGlyph(doc, cell.type, cell.symbol), doc.createTextNode(`${cell.orb}${cell.motion}`));
      }
      tr.append(td);
    }
    return tr;
  });
  const head = element(doc, 'tr');
  head.append(element(doc, 'td'), ...bodies.slice(0, -1).map((b) => Object.assign(element(doc, 'th', say.body(b)), { scope: 'col' })));
  table.replaceChildren(element(doc, 'caption', caption, 'hint'), element(doc, 'thead'), element(doc, 'tbody'));
  table.tHead!.append(head);
  table.tBodies[0]!.append(...rows);
}

/**
 * @summary The width the wheel has on screen, CSS pixels: its figure's width (the page shows the result section
 * before drawing into it), or 640 while it is not laid out.
 */
export function wheelWidth(figure: HTMLElement): number {
  return figure.clientWidth > 0 ? figure.clientWidth : PAGE_WHEEL_SIZE;
}

/**
 * @summary Show a computed natal chart on the page: the wheel (inline SVG, in `theme`), the positions table (the
 * main bodies, the others under "Other bodies"), the houses table and the aspect grid. The natal report follows
 * separately (app.ts: its own chunk, loaded on the first chart). Everything is written in `language` (issue 31):
 * the wheel's labels, the tables' body and sign names and digits, the summary and the page's own warnings.
 * @example renderResults(document, natalChart(request), 'light')
 */
export function renderResults(doc: Document, chart: NatalChartResponse, theme: PageTheme, language: ResultLanguage = ENGLISH): void {
  const wheel = byId(doc, 'wheel');
  wheel.innerHTML = drawWheel(chart, theme, wheelWidth(wheel), language.locale);
  const say = tableWords(language);
  const rows = positionRows(chart);
  fillPositions(doc, byId(doc, 'positions'), rows.filter((r) => r.main), say);
  fillPositions(doc, byId(doc, 'other-positions'), rows.filter((r) => !r.main), say);
  const houses = houseRows(chart);
  byId(doc, 'no-houses').hidden = houses.length > 0;
  byId<HTMLTableElement>(doc, 'houses').hidden = houses.length === 0;
  byId<HTMLTableElement>(doc, 'houses').tBodies[0]!.replaceChildren(
    ...houses.map((h) => {
      const tr = element(doc, 'tr');
      tr.dataset.house = h.house;
      const th = element(doc, 'th', h.house);
      th.scope = 'row';
      tr.append(th, element(doc, 'td', say.sign(h.sign)), element(doc, 'td', h.position, 'num'), element(doc, 'td', say.longitude(h.longitude), 'num'));
      return tr;
    }),
  );
  fillAspectGrid(doc, byId(doc, 'aspect-grid'), chart, say, language.words.aspectsCaption, language.locale);
  byId(doc, 'summary').textContent = chartSummary(chart, language);
  const warnings = warningLines(chart.warnings, language.words.leftOut, say.body, language.locale);
  const list = byId<HTMLUListElement>(doc, 'warnings');
  list.replaceChildren(...warnings.map((line) => element(doc, 'li', line)));
  list.hidden = warnings.length === 0;
}

/**
 * @summary The line above the wheel: the birth as entered, the house system used and the rising sign — or, without
 * a birth time, that the chart has no houses (none are drawn, so none is named); in `language` (the date by
 * `Intl.DateTimeFormat`, the coordinates in the locale's digits).
 * @example chartSummary(untimedChart) // '1990-07-15, time unknown (America/New_York), 40.7128°, −74.006°: no houses, the birth time is unknown.'
 */
export function chartSummary(chart: NatalChartResponse, language: ResultLanguage = ENGLISH): string {
  const { locale, words } = language;
  const signed = (n: number): string => {
    const digits = formatPlainNumber(Math.abs(n), locale);
    return n < 0 ? `−${digits}` : digits;
  };
  const place = `${signed(chart.latitude)}°, ${signed(chart.longitude)}°`;
  const zone = chart.timezone ?? '';
  if (chart.houses === undefined || chart.houses.length === 0) {
    return fillWords(words.summaryUntimed, { date: formatCivilDate(chart.birthDate, undefined, locale), zone, place });
  }
  const sign = chart.ascendantSign ?? '';
  return fillWords(words.summaryTimed, {
    date: formatCivilDate(chart.birthDate, chart.birthTime, locale),
    zone,
    place,
    system: displayName(chart.houseSystemUsed ?? chart.houseSystem),
    sign: locale === 'en' ? sign : ((labelCatalogue(locale).signs as Readonly<Record<string, string>>)[sign] ?? sign),
  });
}

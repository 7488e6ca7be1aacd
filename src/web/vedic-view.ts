/**
 * The Vedic view of the web page (issue 28): a small form (the birth — date, time, place, zone — the chart style,
 * the conventions and the day the running periods are read for) and the birth's Vedic chart computed HERE, in the
 * browser, by the library: the D1 and D9 charts drawn North or South Indian (`indianChart`), the Vimshottari
 * mahadashas and antardashas with the running ones marked (`vedicDasha`), the ashtakavarga's sarva table
 * (`ashtakavarga`), the yogas present with Urania's text for each (`vedicYogas`, `yogaInterpretation`) and the
 * doshas (`vedicDoshas`, `sadeSati`, `doshaInterpretation`). The shadbala table and the bhava bala (`shadbala`) sit
 * in #vedic-shadbala; the matching of the birth with a partner's (the ashtakoot, the poruthams, Manglik in both) in
 * #vedic-matching (vedic-matching-section.ts). The view builds its own section and appends it to the page's <main>
 * (`mountVedicView`), as the Panchang and Forecast views do; like the chart, it sends nothing anywhere.
 */
import {
  ashtakavarga, indianChart, isUraniaError, loadEphemerisSpan, sadeSati, shadbala, textLanguageNotice, vedicDasha, vedicDoshas, vedicYogas,
  VEDIC_PRESET_CONVENTIONS,
} from '../web-library/vedic.js';
import { bhavaBalaRows, dashaRows, shadbalaRows, doshaBlocks, sarvaColumns, sarvaRows, textLocale, vedicLanguage, yogaRows, type DashaRow, type DoshaBlock, type YogaRow } from './vedic-rows.js';
import type { LabelLocale } from '../schemas/index.js';
import { element, field, showFieldError } from './dom-element.js';
import { vedicMatchingSection } from './vedic-matching-section.js';
import type { ViewLanguage } from './view-language.js';
import type { VedicWords, ViewWords } from './view-words.js';
import { VIEW_WORDS_EN } from './view-words-en.js';
import { pageData } from './page-data.js';
import { withEras } from './with-eras.js';

type Preset = keyof typeof VEDIC_PRESET_CONVENTIONS;


/** A number typed in a field, or undefined when it is empty (so that the library names the missing member). */
function numberOf(input: HTMLInputElement): number {
  return input.value.trim() === '' ? (undefined as unknown as number) : Number(input.value.replace(',', '.'));
}

/** Everything the view shows for one birth, computed by the library. */
interface VedicResult {
  readonly d1: string;
  readonly d9: string;
  readonly dashas: DashaRow[];
  readonly sarva: string[][];
  readonly shadbala: string[][];
  readonly bhavaBala: string[][];
  readonly yogas: YogaRow[];
  readonly doshas: DoshaBlock[];
}

/** The request members the records share. */
interface VedicRequest {
  readonly birth: { birthDate: string; birthTime: string; latitude: number; longitude: number; timezone?: string };
  readonly conventions: Preset;
}

/** The drawing size of the two charts (the page scales them to their box). */
const CHART_SIZE = 480;

type Language = ViewLanguage<VedicWords>;

function compute(r: VedicRequest, style: 'north' | 'south', at: string, theme: 'light' | 'dark', language: Language): VedicResult {
  const { locale } = language;
  const chart = (division: number) => indianChart({ ...r, style, division, size: CHART_SIZE, theme, idPrefix: `vedic-d${division}-`, ...(locale === 'en' ? {} : { locale }) });
  return {
    d1: chart(1),
    d9: chart(9),
    dashas: dashaRows(vedicDasha({ ...r, levels: 2, at }), language),
    sarva: sarvaRows(ashtakavarga(r), language),
    ...((s) => ({ shadbala: shadbalaRows(s, language), bhavaBala: bhavaBalaRows(s, language) }))(shadbala(r)),
    yogas: yogaRows(vedicYogas(r), language),
    doshas: doshaBlocks(vedicDoshas(r), sadeSati(r), at, language),
  };
}

function dashaList(doc: Document, rows: readonly DashaRow[], w: VedicWords, say: Language['say']): HTMLElement {
  const cell = (p: DashaRow) => `${p.start} – ${p.end}`;
  // A running period: marked for assistive technology (aria-current) and in words, in its row's first cell.
  const mark = (e: HTMLElement, p: DashaRow) => {
    if (!p.running) return e;
    e.classList.add('running');
    e.setAttribute('aria-current', 'true');
    (e.tagName === 'TR' ? e.firstElementChild! : e).append(element(doc, 'span', { className: 'running-mark' }, ` ${w.running}`));
    return e;
  };
  return element(doc, 'div', { id: 'vedic-dashas' }, ...rows.map((m) => {
    const details = element(doc, 'details', { className: 'dasha', open: m.running });
    const summary = mark(element(doc, 'summary', {}, element(doc, 'strong', {}, m.lord), ` ${cell(m)}`), m);
    const table = element(doc, 'table', { className: 'antardashas' },
      element(doc, 'caption', {}, say(w.antardashaCaption, { lord: m.lord })),
      element(doc, 'thead', {}, element(doc, 'tr', {}, ...w.antardashaColumns.map((c) => element(doc, 'th', { scope: 'col' }, c)))),
      element(doc, 'tbody', {}, ...m.antardashas.map((a) =>
        mark(element(doc, 'tr', {}, element(doc, 'td', {}, `${m.lord}–${a.lord}`), element(doc, 'td', {}, cell(a))), a))));
    details.append(summary, element(doc, 'div', { className: 'scroll' }, table));
    return details;
  }));
}

/**
 * A table of rows whose first cell names the row and the others are numbers (or a sign and a lord); with `totalLast`
 * the last row is a total (class `total`).
 */
function rowTable(doc: Document, id: string, caption: string, columns: readonly string[], rows: readonly string[][], totalLast = false): HTMLTableElement {
  return element(doc, 'table', { id, className: 'sarva' },
    element(doc, 'caption', {}, caption),
    element(doc, 'thead', {}, element(doc, 'tr', {}, ...columns.map((c) => element(doc, 'th', { scope: 'col' }, c)))),
    element(doc, 'tbody', {}, ...rows.map((r, i) => element(doc, 'tr', { className: totalLast && i === rows.length - 1 ? 'total' : '' },
      element(doc, 'th', { scope: 'row' }, r[0]!), ...r.slice(1).map((c) => element(doc, 'td', { className: /^-?[\d.,]+$/.test(c) ? 'num' : '' }, c))))));
}

/** A text of Urania's, folded under its name. */
function folded(doc: Document, name: string, text: string, className: string): HTMLDetailsElement {
  return element(doc, 'details', { className }, element(doc, 'summary', {}, name), element(doc, 'p', {}, text));
}

function yogaList(doc: Document, rows: readonly YogaRow[], w: VedicWords): HTMLElement {
  if (rows.length === 0) return element(doc, 'p', { id: 'vedic-yogas' }, w.noYogas);
  return element(doc, 'ul', { id: 'vedic-yogas', className: 'yogas' }, ...rows.map((y) => {
    const details = element(doc, 'details', { className: 'yoga' },
      element(doc, 'summary', {}, element(doc, 'strong', { className: 'yoga-name' }, y.name), element(doc, 'span', { className: 'yoga-grahas' }, ` — ${y.grahas}`)),
      element(doc, 'p', {}, y.text));
    details.dataset.yoga = y.id;
    return element(doc, 'li', {}, details);
  }));
}

/** The facts of a dosha: a short list as it is, a long one (a life's Sade Sati and Dhaiya periods) folded. */
function factList(doc: Document, facts: readonly string[], language: Language): HTMLElement {
  const list = element(doc, 'ul', { className: 'facts' }, ...facts.map((f) => element(doc, 'li', {}, f)));
  if (facts.length <= 4) return list;
  return element(doc, 'details', { className: 'facts-all' }, element(doc, 'summary', {}, language.say(language.words.allPeriods, { count: facts.length })), list);
}

function doshaList(doc: Document, blocks: readonly DoshaBlock[], language: Language): HTMLElement {
  return element(doc, 'div', { id: 'vedic-doshas' }, ...blocks.map((b) => {
    const article = element(doc, 'article', { className: 'dosha' },
      element(doc, 'h4', {}, b.title),
      element(doc, 'p', { className: 'verdict' }, b.verdict),
      ...(b.facts.length === 0 ? [] : [factList(doc, b.facts, language)]),
      ...b.texts.map((t) => folded(doc, t.name, t.text, 'dosha-text')));
    article.dataset.dosha = b.id;
    return article;
  }));
}

function part(doc: Document, id: string, title: string, hint: string, ...content: HTMLElement[]): HTMLElement {
  const h = element(doc, 'h3', { id: `${id}-title` }, title);
  const section = element(doc, 'section', { id, className: 'vedic-part' }, h, element(doc, 'p', { className: 'hint' }, hint), ...content);
  section.setAttribute('aria-labelledby', h.id);
  return section;
}

/** @summary Build the Vedic section and append it to `main`: its form computes and shows the birth's Vedic chart on submit. */
export function mountVedicView(doc: Document, main: HTMLElement, locale: LabelLocale = 'en', words: ViewWords = VIEW_WORDS_EN): HTMLElement {
  const language = vedicLanguage(locale, words.vedic);
  const { words: w, say } = language;
  const f = words.fields;
  // The readings (yogas, doshas) exist in five languages: in another, they are English, and the view says so.
  const readingsNote = (): HTMLElement[] => (textLocale(locale) === locale ? [] : [element(doc, 'p', { className: 'hint text-language' }, textLanguageNotice(locale))]);
  const today = new Date().toISOString().slice(0, 10);
  const birthDate = element(doc, 'input', { type: 'date', required: true });
  const birthTime = element(doc, 'input', { type: 'time', step: '60', required: true });
  const latitude = element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder: '28.6139', required: true });
  const longitude = element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder: '77.2090', required: true });
  const timezone = element(doc, 'input', { type: 'text', autocomplete: 'off', spellcheck: false, placeholder: 'Asia/Kolkata' });
  timezone.setAttribute('list', 'timezones');
  const style = element(doc, 'select');
  style.replaceChildren(new Option(w.north, 'north', true, true), new Option(w.south, 'south'));
  const preset = element(doc, 'select');
  preset.replaceChildren(...(Object.keys(VEDIC_PRESET_CONVENTIONS) as Preset[]).map((p) => new Option(p, p, p === 'drik', p === 'drik')));
  const asOf = element(doc, 'input', { type: 'date', value: today, required: true });
  const status = element(doc, 'p', { className: 'status', id: 'vedic-status' });
  status.setAttribute('role', 'status');
  const title = element(doc, 'h3', { id: 'vedic-birth-title', tabIndex: -1 });
  const d1 = element(doc, 'figure', { id: 'vedic-d1', className: 'vedic-chart' });
  const d9 = element(doc, 'figure', { id: 'vedic-d9', className: 'vedic-chart' });
  const dashas = element(doc, 'div');
  const sarva = element(doc, 'div', { className: 'scroll' });
  const strengths = element(doc, 'div', { className: 'scroll' });
  const bhavas = element(doc, 'div', { className: 'scroll' });
  const yogas = element(doc, 'div');
  const doshas = element(doc, 'div');
  const result = element(doc, 'div', { id: 'vedic-result', hidden: true },
    title,
    element(doc, 'div', { className: 'vedic-charts' }, d1, d9),
    part(doc, 'vedic-dasha-part', w.dashaTitle, w.dashaHint, dashas),
    part(doc, 'vedic-ashtakavarga-part', w.ashtakavargaTitle, w.ashtakavargaHint, sarva),
    part(doc, 'vedic-shadbala', w.shadbalaTitle, w.shadbalaHint, strengths, bhavas),
    part(doc, 'vedic-yoga-part', w.yogaTitle, w.yogaHint, ...readingsNote(), yogas),
    part(doc, 'vedic-dosha-part', w.doshaTitle, w.doshaHint, ...readingsNote(), doshas));
  const form = element(doc, 'form', { id: 'vedic-form', noValidate: true },
    element(doc, 'h2', { id: 'vedic-title' }, w.title),
    element(doc, 'p', { className: 'hint' }, w.intro),
    element(doc, 'div', { className: 'fields' },
      field(doc, 'vedic-birth-date', f.birthDate, birthDate),
      field(doc, 'vedic-birth-time', w.birthTime, birthTime),
      field(doc, 'vedic-latitude', f.latitude, latitude),
      field(doc, 'vedic-longitude', f.longitude, longitude),
      field(doc, 'vedic-timezone', f.timezone, timezone),
      field(doc, 'vedic-style', w.style, style),
      field(doc, 'vedic-preset', f.conventions, preset),
      field(doc, 'vedic-as-of', w.asOf, asOf)),
    element(doc, 'button', { type: 'submit', id: 'vedic-show' }, w.show),
    status);
  const section = element(doc, 'section', { id: 'vedic-view', className: 'vedic' }, form, result);
  section.setAttribute('aria-labelledby', 'vedic-title');

  const fieldOf: Record<string, HTMLInputElement | HTMLSelectElement> = {
    'birth.birthDate': birthDate, 'birth.birthTime': birthTime, 'birth.latitude': latitude, 'birth.longitude': longitude,
    'birth.timezone': timezone, conventions: preset, at: asOf,
  };
  const fieldNamed = (name: string) => {
    for (const [key, input] of Object.entries(fieldOf)) if (name === key || name.startsWith(`${key}.`) || name.startsWith(`${key}[`)) return input;
    return undefined;
  };
  const readRequest = (): VedicRequest => ({
    birth: {
      birthDate: birthDate.value,
      ...(birthTime.value === '' ? {} : { birthTime: birthTime.value }),
      latitude: numberOf(latitude),
      longitude: numberOf(longitude),
      ...(timezone.value.trim() === '' ? {} : { timezone: timezone.value.trim() }),
    } as VedicRequest['birth'], // an empty time is left out, so that the library names it as required
    conventions: preset.value as Preset,
  });
  // The matching part: a partner's birth matched with this form's (vedic-matching-section.ts).
  section.append(vedicMatchingSection(doc, { read: readRequest, input: (member) => fieldNamed(`birth.${member}`) ?? birthDate }, locale, words));
  let run = 0;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    section.querySelectorAll<HTMLElement>('.field .error').forEach((e) => { e.hidden = true; });
    for (const e of Object.values(fieldOf)) e.removeAttribute('aria-invalid');
    const request = readRequest();
    const at = asOf.value === '' ? (undefined as unknown as string) : `${asOf.value}T00:00:00Z`;
    const theme = doc.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    const chosenStyle = style.value === 'south' ? 'south' : 'north';
    const current = ++run;
    status.textContent = w.computing;
    const started = performance.now();
    // The built-in ephemeris covers the modern era; a birth outside it loads the long span once (a static file).
    const attempt = async (): Promise<VedicResult> => {
      await pageData();
      return withEras(() => compute(request, chosenStyle, at, theme, language), loadEphemerisSpan);
    };
    attempt().then((v) => {
      if (current !== run) return;
      d1.innerHTML = v.d1;
      d9.innerHTML = v.d9;
      dashas.replaceChildren(dashaList(doc, v.dashas, w, say));
      sarva.replaceChildren(rowTable(doc, 'vedic-sarva', w.sarvaCaption, sarvaColumns(language), v.sarva, true));
      strengths.replaceChildren(rowTable(doc, 'vedic-shadbala-table', w.shadbalaCaption, w.shadbalaColumns, v.shadbala));
      bhavas.replaceChildren(rowTable(doc, 'vedic-bhava-bala', w.bhavaCaption, w.bhavaColumns, v.bhavaBala));
      yogas.replaceChildren(yogaList(doc, v.yogas, w));
      doshas.replaceChildren(doshaList(doc, v.doshas, language));
      title.textContent = say(w.birthTitle, {
        date: language.day(request.birth.birthDate), time: request.birth.birthTime, style: chosenStyle === 'north' ? w.north : w.south, preset: request.conventions,
      });
      result.hidden = false;
      status.textContent = say(w.done, { ms: Math.round(performance.now() - started) });
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

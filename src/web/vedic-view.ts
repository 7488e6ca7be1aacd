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
  ashtakavarga, indianChart, isUraniaError, loadEphemerisSpan, sadeSati, shadbala, vedicDasha, vedicDoshas, vedicYogas,
  VEDIC_PRESET_CONVENTIONS,
} from '../web-library/vedic.js';
import { SARVA_COLUMNS, SHADBALA_COLUMNS, bhavaBalaRows, dashaRows, shadbalaRows, doshaBlocks, sarvaRows, yogaRows, type DashaRow, type DoshaBlock, type YogaRow } from './vedic-rows.js';
import { element, field, showFieldError } from './dom-element.js';
import { vedicMatchingSection } from './vedic-matching-section.js';
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

function compute(r: VedicRequest, style: 'north' | 'south', at: string, theme: 'light' | 'dark'): VedicResult {
  const chart = (division: number) => indianChart({ ...r, style, division, size: CHART_SIZE, theme, idPrefix: `vedic-d${division}-` });
  return {
    d1: chart(1),
    d9: chart(9),
    dashas: dashaRows(vedicDasha({ ...r, levels: 2, at })),
    sarva: sarvaRows(ashtakavarga(r)),
    ...((s) => ({ shadbala: shadbalaRows(s), bhavaBala: bhavaBalaRows(s) }))(shadbala(r)),
    yogas: yogaRows(vedicYogas(r)),
    doshas: doshaBlocks(vedicDoshas(r), sadeSati(r), at),
  };
}

function dashaList(doc: Document, rows: readonly DashaRow[]): HTMLElement {
  const cell = (p: DashaRow) => `${p.start} – ${p.end}`;
  // A running period: marked for assistive technology (aria-current) and in words, in its row's first cell.
  const mark = (e: HTMLElement, p: DashaRow) => {
    if (!p.running) return e;
    e.classList.add('running');
    e.setAttribute('aria-current', 'true');
    (e.tagName === 'TR' ? e.firstElementChild! : e).append(element(doc, 'span', { className: 'running-mark' }, ' running'));
    return e;
  };
  return element(doc, 'div', { id: 'vedic-dashas' }, ...rows.map((m) => {
    const details = element(doc, 'details', { className: 'dasha', open: m.running });
    const summary = mark(element(doc, 'summary', {}, element(doc, 'strong', {}, m.lord), ` ${cell(m)}`), m);
    const table = element(doc, 'table', { className: 'antardashas' },
      element(doc, 'caption', {}, `${m.lord} mahadasha: antardashas`),
      element(doc, 'thead', {}, element(doc, 'tr', {}, element(doc, 'th', { scope: 'col' }, 'Antardasha'), element(doc, 'th', { scope: 'col' }, 'From – to (UT)'))),
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
      element(doc, 'th', { scope: 'row' }, r[0]!), ...r.slice(1).map((c) => element(doc, 'td', { className: /^-?[\d.]+$/.test(c) ? 'num' : '' }, c))))));
}

/** A text of Urania's, folded under its name. */
function folded(doc: Document, name: string, text: string, className: string): HTMLDetailsElement {
  return element(doc, 'details', { className }, element(doc, 'summary', {}, name), element(doc, 'p', {}, text));
}

function yogaList(doc: Document, rows: readonly YogaRow[]): HTMLElement {
  if (rows.length === 0) return element(doc, 'p', { id: 'vedic-yogas' }, 'None of the catalogue’s yogas is formed in this chart.');
  return element(doc, 'ul', { id: 'vedic-yogas', className: 'yogas' }, ...rows.map((y) => {
    const details = element(doc, 'details', { className: 'yoga' },
      element(doc, 'summary', {}, element(doc, 'strong', { className: 'yoga-name' }, y.name), element(doc, 'span', { className: 'yoga-grahas' }, ` — ${y.grahas}`)),
      element(doc, 'p', {}, y.text));
    details.dataset.yoga = y.id;
    return element(doc, 'li', {}, details);
  }));
}

/** The facts of a dosha: a short list as it is, a long one (a life's Sade Sati and Dhaiya periods) folded. */
function factList(doc: Document, facts: readonly string[]): HTMLElement {
  const list = element(doc, 'ul', { className: 'facts' }, ...facts.map((f) => element(doc, 'li', {}, f)));
  if (facts.length <= 4) return list;
  return element(doc, 'details', { className: 'facts-all' }, element(doc, 'summary', {}, `All ${facts.length} periods`), list);
}

function doshaList(doc: Document, blocks: readonly DoshaBlock[]): HTMLElement {
  return element(doc, 'div', { id: 'vedic-doshas' }, ...blocks.map((b) => {
    const article = element(doc, 'article', { className: 'dosha' },
      element(doc, 'h4', {}, b.title),
      element(doc, 'p', { className: 'verdict' }, b.verdict),
      ...(b.facts.length === 0 ? [] : [factList(doc, b.facts)]),
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
export function mountVedicView(doc: Document, main: HTMLElement): HTMLElement {
  const today = new Date().toISOString().slice(0, 10);
  const birthDate = element(doc, 'input', { type: 'date', required: true });
  const birthTime = element(doc, 'input', { type: 'time', step: '60', required: true });
  const latitude = element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder: '28.6139', required: true });
  const longitude = element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder: '77.2090', required: true });
  const timezone = element(doc, 'input', { type: 'text', autocomplete: 'off', spellcheck: false, placeholder: 'Asia/Kolkata' });
  timezone.setAttribute('list', 'timezones');
  const style = element(doc, 'select');
  style.replaceChildren(new Option('North Indian', 'north', true, true), new Option('South Indian', 'south'));
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
    part(doc, 'vedic-dasha-part', 'Vimshottari dashas', 'Mahadashas and their antardashas, from the Moon’s nakshatra; days in UT. The running periods are marked.', dashas),
    part(doc, 'vedic-ashtakavarga-part', 'Ashtakavarga', 'The bindus of each sign (BPHS ch. 66–68): 337 in all in every chart.', sarva),
    part(doc, 'vedic-shadbala', 'Shadbala and Bhava bala',
      'The six strengths of each graha in virupas (60 to a rupa; BPHS ch. 27), the total against the classical minimum, and the strength of each house.',
      strengths, bhavas),
    part(doc, 'vedic-yoga-part', 'Yogas', 'The yogas of Urania’s catalogue formed in this chart, with the grahas that form them; open one for its reading.', yogas),
    part(doc, 'vedic-dosha-part', 'Doshas', 'Manglik, Kaal Sarp, and Saturn’s Sade Sati and Dhaiya over 100 years from birth.', doshas));
  const form = element(doc, 'form', { id: 'vedic-form', noValidate: true },
    element(doc, 'h2', { id: 'vedic-title' }, 'Vedic chart'),
    element(doc, 'p', { className: 'hint' },
      'The sidereal birth chart and its divisional D9, the Vimshottari dashas, the ashtakavarga, the yogas and the doshas, computed in your browser (docs/vedic.md).'),
    element(doc, 'div', { className: 'fields' },
      field(doc, 'vedic-birth-date', 'Date of birth', birthDate),
      field(doc, 'vedic-birth-time', 'Time of birth', birthTime),
      field(doc, 'vedic-latitude', 'Latitude (° north)', latitude),
      field(doc, 'vedic-longitude', 'Longitude (° east)', longitude),
      field(doc, 'vedic-timezone', 'Time zone (IANA, optional)', timezone),
      field(doc, 'vedic-style', 'Chart style', style),
      field(doc, 'vedic-preset', 'Conventions', preset),
      field(doc, 'vedic-as-of', 'Running periods on', asOf)),
    element(doc, 'button', { type: 'submit', id: 'vedic-show' }, 'Show the Vedic chart'),
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
  section.append(vedicMatchingSection(doc, { read: readRequest, input: (member) => fieldNamed(`birth.${member}`) ?? birthDate }));
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
    status.textContent = 'Computing the Vedic chart…';
    const started = performance.now();
    // The built-in ephemeris covers the modern era; a birth outside it loads the long span once (a static file).
    const attempt = async (): Promise<VedicResult> => {
      await pageData();
      return withEras(() => compute(request, chosenStyle, at, theme), loadEphemerisSpan);
    };
    attempt().then((v) => {
      if (current !== run) return;
      d1.innerHTML = v.d1;
      d9.innerHTML = v.d9;
      dashas.replaceChildren(dashaList(doc, v.dashas));
      sarva.replaceChildren(rowTable(doc, 'vedic-sarva', 'Bindus by sign: each graha’s bhinnashtakavarga, and the sarvashtakavarga', SARVA_COLUMNS, v.sarva, true));
      strengths.replaceChildren(rowTable(doc, 'vedic-shadbala-table', 'Shadbala: virupas, then rupas against the minimum (a ratio of 1 or more meets it)', SHADBALA_COLUMNS, v.shadbala));
      bhavas.replaceChildren(rowTable(doc, 'vedic-bhava-bala', 'Bhava bala: the strength of each house, rupas', ['House', 'Sign', 'Lord', 'Rupas'], v.bhavaBala));
      yogas.replaceChildren(yogaList(doc, v.yogas));
      doshas.replaceChildren(doshaList(doc, v.doshas));
      title.textContent = `Birth on ${request.birth.birthDate} at ${request.birth.birthTime}, ${chosenStyle === 'north' ? 'North' : 'South'} Indian, preset ${request.conventions}`;
      result.hidden = false;
      status.textContent = `Vedic chart computed in your browser in ${Math.round(performance.now() - started)} ms.`;
      title.focus();
    }, (e: unknown) => {
      if (current !== run) return;
      const name = isUraniaError(e) ? String(e.details.field ?? '') : '';
      const input = fieldNamed(name) ?? birthDate;
      showFieldError(doc, input, e);
      result.hidden = true;
      status.textContent = 'The Vedic chart could not be computed: see the message next to the field.';
    });
  });
  main.append(section);
  return section;
}

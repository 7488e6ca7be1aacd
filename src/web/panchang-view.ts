/**
 * The Panchang view of the web page (issue 25): a small form (date, place, zone, preset) and the Panchang of that day
 * computed HERE, in the browser, by the library's `panchang` — sunrise and sunset, the five limbs with their end
 * times, the lunar month and year, and the muhurta periods, in the place's local time. The view builds its own
 * section and appends it to the page's <main> (`mountPanchangView`), so that the page keeps one small hook; like the
 * chart, it sends nothing anywhere.
 */
import { isUraniaError, loadTimeZones, panchang, VEDIC_PRESET_CONVENTIONS, type Panchang } from '../web-library/panchang.js';
import { element, field, showFieldError } from './dom-element.js';

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

/** @summary The rows of the Panchang table: [label, value] in reading order, times local to the record's zone. */
export function panchangRows(p: Panchang): [string, string][] {
  const t = (iso: string | null): string => (iso === null ? '—' : localTime(iso, p.timezone, p.date));
  const limbs = (list: Panchang['tithi']): string =>
    list.map((l) => `${l.name}${l.pada === undefined ? '' : ` (pada ${l.pada})`} until ${t(l.end)}`).join('; then ');
  const span = (s: { start: string; end: string }): string => `${t(s.start)}–${t(s.end)}`;
  const spans = (list: readonly { start: string; end: string }[]): string => (list.length === 0 ? 'none this day' : list.map(span).join(', '));
  const m = p.muhurta;
  return [
    ['Weekday', `${p.vara.name} (${p.vara.lord})`],
    ['Sunrise', t(p.sunrise)],
    ['Sunset', t(p.sunset)],
    ['Moonrise', t(p.moonrise)],
    ['Tithi', limbs(p.tithi)],
    ['Paksha', p.paksha],
    ['Nakshatra', limbs(p.nakshatra)],
    ['Yoga', limbs(p.yoga)],
    ['Karana', limbs(p.karana)],
    ['Month', `${p.amantaMonth.adhika ? 'Adhika ' : ''}${p.amantaMonth.name} (amanta), ${p.purnimantaMonth.adhika ? 'Adhika ' : ''}${p.purnimantaMonth.name} (purnimanta)`],
    ['Year', `Shaka ${p.shakaYear} ${p.samvatsara.south}, Vikram ${p.vikramSamvat} ${p.samvatsara.north}; ${p.ritu}, ${p.ayana}`],
    ['Rahu kalam', span(m.rahuKalam)],
    ['Yamaganda', span(m.yamaganda)],
    ['Gulika kalam', span(m.gulikaKalam)],
    ['Abhijit', span(m.abhijit)],
    ['Brahma muhurta', span(m.brahmaMuhurta)],
    ['Durmuhurta', spans(m.durmuhurta)],
    ['Amrit kalam', spans(m.amritKalam)],
    ['Varjyam', spans(m.varjyam)],
  ];
}


/** @summary Build the Panchang section and append it to `main`: its form computes and shows the day on submit. */
export function mountPanchangView(doc: Document, main: HTMLElement): HTMLElement {
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
    element(doc, 'h2', { id: 'panchang-title' }, 'Panchang of a day'),
    element(doc, 'p', { className: 'hint' }, 'The Vedic day from sunrise to sunrise at a place, computed in your browser (docs/vedic.md).'),
    element(doc, 'div', { className: 'fields' },
      field(doc, 'panchang-date', 'Date', date),
      field(doc, 'panchang-latitude', 'Latitude (° north)', latitude),
      field(doc, 'panchang-longitude', 'Longitude (° east)', longitude),
      field(doc, 'panchang-timezone', 'Time zone (IANA, optional)', timezone),
      field(doc, 'panchang-preset', 'Conventions', preset)),
    element(doc, 'button', { type: 'submit', id: 'panchang-show' }, 'Show the Panchang'),
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
      status.textContent = 'The Panchang could not be computed: see the message next to the field.';
      return;
    }
    title.textContent = `${p.date}, ${p.vara.name} — ${p.timezone}, preset ${preset.value}`;
    table.replaceChildren(element(doc, 'tbody', {}, ...panchangRows(p).map(([label, value]) =>
      element(doc, 'tr', {}, element(doc, 'th', { scope: 'row' }, label), element(doc, 'td', {}, value)))));
    result.hidden = false;
    status.textContent = 'Panchang computed in your browser.';
    title.focus();
  });
  main.append(section);
  return section;
}

/**
 * The Map view of the web page (issue 29): a birth (date, time, place) and optionally a place to relocate to; the
 * astrocartography lines drawn on a world map HERE, in the browser, by the library (`astrocartography`,
 * `astrocartographyMap`, the land outlines loaded on first use), and the relocated chart's Ascendant and Midheaven.
 * Like the chart, it sends nothing anywhere. The view builds its own section and appends it to the page's <main>.
 */
import * as library from '../web-library/map.js';
import { astrocartography, astrocartographyMap, isUraniaError, loadWorldLand, relocatedChart, signOf } from '../web-library/map.js';
import type { LabelLocale } from '../schemas/index.js';
import { element, field, showFieldError } from './dom-element.js';
import { pageData } from './page-data.js';
import { viewLanguage } from './view-language.js';
import type { ViewWords } from './view-words.js';
import { VIEW_WORDS_EN } from './view-words-en.js';


/**
 * @summary An ecliptic longitude as the page writes it: sign, degrees and minutes within it (`27°54′ Sagittarius`);
 * `signName` names the sign in the page's language (English: the record's name).
 */
export function longitudeText(longitude: number, signName: (sign: string) => string = (s) => s): string {
  const sign = signOf(longitude);
  const within = longitude - Math.floor(longitude / 30) * 30;
  const minutes = Math.floor(within * 60 + 1e-9);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′ ${signName(sign)}`;
}

const numberOrUndefined = (input: HTMLInputElement) => (input.value.trim() === '' ? (undefined as unknown as number) : Number(input.value));

/** @summary Build the Map section and append it to `main`: its form draws the map (and the relocated angles) on submit. */
export function mountMapView(doc: Document, main: HTMLElement, locale: LabelLocale = 'en', words: ViewWords = VIEW_WORDS_EN): HTMLElement {
  const language = viewLanguage(locale, words.map, library);
  const { words: w, say } = language;
  const text = (placeholder: string) => element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder });
  const date = element(doc, 'input', { type: 'date', required: true });
  const time = element(doc, 'input', { type: 'time', required: true });
  const latitude = text('40.7128');
  const longitude = text('-74.0060');
  const toLatitude = text('51.5074');
  const toLongitude = text('-0.1278');
  const projection = element(doc, 'select');
  projection.replaceChildren(new Option(w.equirectangular, 'equirectangular', true, true), new Option(w.equalEarth, 'equal-earth'), new Option(w.mollweide, 'mollweide'));
  const status = element(doc, 'p', { className: 'status', id: 'map-status' });
  status.setAttribute('role', 'status');
  const picture = element(doc, 'div', { id: 'map-picture', className: 'scroll' });
  const relocated = element(doc, 'p', { id: 'map-relocated' });
  const result = element(doc, 'div', { id: 'map-result', hidden: true }, relocated, picture);
  const form = element(doc, 'form', { id: 'map-form', noValidate: true },
    element(doc, 'h2', { id: 'map-title' }, w.title),
    element(doc, 'p', { className: 'hint' }, w.intro),
    element(doc, 'div', { className: 'fields' },
      field(doc, 'map-date', w.birthDate, date),
      field(doc, 'map-time', w.birthTime, time),
      field(doc, 'map-latitude', w.birthLatitude, latitude),
      field(doc, 'map-longitude', w.birthLongitude, longitude),
      field(doc, 'map-to-latitude', w.toLatitude, toLatitude),
      field(doc, 'map-to-longitude', w.toLongitude, toLongitude),
      field(doc, 'map-projection', w.projection, projection)),
    element(doc, 'button', { type: 'submit', id: 'map-show' }, w.show),
    status);
  const section = element(doc, 'section', { id: 'map-view', className: 'map' }, form, result);
  section.setAttribute('aria-labelledby', 'map-title');

  const fieldOf: Record<string, HTMLElement> = { birthDate: date, birthTime: time, latitude, longitude };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void draw();
  });

  async function draw(): Promise<void> {
    section.querySelectorAll<HTMLElement>('.field .error').forEach((e) => { e.hidden = true; });
    for (const e of [date, time, latitude, longitude, toLatitude, toLongitude]) e.removeAttribute('aria-invalid');
    status.textContent = w.drawing;
    const birth = { birthDate: date.value, birthTime: time.value, latitude: numberOrUndefined(latitude), longitude: numberOrUndefined(longitude) };
    const relocating = toLatitude.value.trim() !== '' || toLongitude.value.trim() !== '';
    try {
      await loadWorldLand();
      await pageData();
      const record = astrocartography({ birth });
      picture.innerHTML = astrocartographyMap(record, { projection: projection.value as 'equirectangular', idPrefix: 'map-', locale });
      if (relocating) {
        const chart = relocatedChart({ birth, latitude: numberOrUndefined(toLatitude), longitude: numberOrUndefined(toLongitude) });
        relocated.textContent = say(w.relocated, {
          latitude: language.number(chart.latitude), longitude: language.number(chart.longitude),
          ascendant: longitudeText(chart.ascendant!, language.sign), midheaven: longitudeText(chart.midheaven!, language.sign),
        });
      } else relocated.textContent = '';
    } catch (e) {
      const member = isUraniaError(e) ? String(e.details.field ?? '') : '';
      const [head, inner] = member.split('.');
      const input = head === 'birth' ? fieldOf[inner ?? ''] ?? date : head === 'latitude' ? toLatitude : head === 'longitude' ? toLongitude : date;
      showFieldError(doc, input, e);
      result.hidden = true;
      status.textContent = w.failed;
      return;
    }
    result.hidden = false;
    status.textContent = w.done;
  }
  main.append(section);
  return section;
}

/**
 * The library as the web page's birth form needs it at start (issue 30): errors, the natal chart's request schema
 * (the house systems and the fields' bounds) and the place search (`loadAtlas` imports the atlas itself, a chunk
 * of its own, when a place field is first focused). Built as an entry of the library's own ES build
 * (`dist/page/form.js`, tsup.config.ts `WEB_PAGE_LIBRARY_ENTRIES`) and served under /lib/page/: the page loads this
 * and the chunks it shares with the package, not the whole root entry. Each name from its own module, not a barrel,
 * so that code splitting keeps the rest of the library out of its chunks (src/core.ts does the same).
 */
export { isUraniaError } from '../errors/urania-error.js';
export { NatalChartRequest } from '../schemas/natal-chart.js';
export { findPlaces } from '../places/find-places.js';
export { loadAtlas } from '../places/atlas.js';
export { matchLocale } from '../i18n/negotiate-locale.js';
export { LABEL_LOCALES } from '../schemas/label-locale.js';

/**
 * For every route of URANIA_ROUTES: valid requests, and bad requests each naming the parameter that must be
 * reported. tests/http/routes.test.ts fails when a route of the table has no entry here.
 */
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { CENTURY_AFTER_SPAN, CENTURY_BEFORE_SPAN, YEAR_AFTER_SPAN, YEAR_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';

export interface RouteExamples {
  /** Query strings (GET) or bodies (POST) that must answer 200. */
  readonly valid: readonly (string | Record<string, unknown>)[];
  /** Requests that must answer 400 with `field` among the problem's `errors`. */
  readonly invalid: readonly { readonly input: string | Record<string, unknown>; readonly field: string }[];
}

/** Birth records of the technique routes' examples. */
const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const PARIS = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
const UNTIMED = { birthDate: '1850-01-01', latitude: 51.5, longitude: -0.12 };

export const ROUTE_EXAMPLES: Readonly<Record<string, RouteExamples>> = {
  'GET /horoscope/weekly': {
    valid: [
      'sign=Leo',
      'sign=Leo&date=2024-03-20',
      'sign=Aries&date=2024-03-20T23:30:00-05:00&timezone=America/Chicago&perspective=moon',
      'sign=Pisces&date=1800-01-08&perspective=rising',
      'sign=Virgo&date=2200-12-20&timezone=UTC&perspective=sun',
      'sign=Leo&date=2024-03-20&narrative=false',
      'sign=Leo&date=2024-03-20&zodiac=sidereal',
      'sign=Leo&date=2024-03-20&ayanamsa=FaganBradley&perspective=rising',
      'sign=Leo&date=2024-03-20&zodiac=tropical',
    ],
    invalid: [
      { input: '', field: 'sign' },
      { input: 'sign=Leo&ayanamsa=Lahiry', field: 'ayanamsa' },
      { input: 'sign=Leo&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'sign=Leo&zodiac=vedic', field: 'zodiac' },
      { input: 'sign=leo', field: 'sign' },
      { input: 'sign=Leo&perspective=venus', field: 'perspective' },
      { input: 'sign=Leo&date=2024-03-32', field: 'date' },
      { input: 'sign=Leo&date=2024-02-30', field: 'date' },
      { input: 'sign=Leo&date=2024-03-20T12:00:00', field: 'date' },
      { input: 'sign=Leo&date=3024-03-20', field: 'date' },
      { input: 'sign=Leo&timezone=Europe/Atlantis', field: 'timezone' },
      { input: 'sign=Leo&timezone=not a zone', field: 'timezone' },
      { input: 'sign=Leo&week=12', field: 'week' },
      { input: 'sign=Leo&narrative=maybe', field: 'narrative' },
    ],
  },
  'GET /horoscope/yearly': {
    valid: [
      'sign=Leo&year=2025', 'sign=Capricorn&year=1800&perspective=rising', 'sign=Gemini&year=2200&perspective=moon', 'sign=Leo&year=2024&narrative=false',
      'sign=Leo&year=2024&zodiac=sidereal', 'sign=Leo&year=2024&ayanamsa=Raman',
      // A plain year, negative or short, is a year (issue 22 #12).
      'sign=Leo&year=-500', 'sign=Leo&year=25',
    ],
    invalid: [
      { input: 'sign=Leo', field: 'year' },
      { input: 'sign=Leo&year=2024&ayanamsa=lahiri', field: 'ayanamsa' },
      { input: 'sign=Leo&year=2024&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'year=2025', field: 'sign' },
      { input: 'sign=Leo&year=20250', field: 'year' },
      { input: 'sign=Leo&year=-', field: 'year' },
      { input: 'sign=Leo&year=02025', field: 'year' },
      { input: 'sign=Leo&year=2025.0', field: 'year' },
      { input: `sign=Leo&year=${YEAR_BEFORE_SPAN}`, field: 'year' },
      { input: `sign=Leo&year=${YEAR_AFTER_SPAN}`, field: 'year' },
      { input: 'sign=Leo&year=twenty', field: 'year' },
      { input: 'sign=Leo&year=2025&perspective=Sun', field: 'perspective' },
      { input: 'sign=Leo&year=2025&timezone=UTC', field: 'timezone' },
    ],
  },
  'GET /horoscope/daily': {
    valid: [
      'sign=Leo&date=2024-03-20', 'sign=Taurus', 'sign=Scorpio&date=1999-12-31&timezone=Asia/Kolkata&perspective=rising', 'sign=Aries&date=2024-04-08&narrative=true',
      'sign=Aries&date=2024-04-08&zodiac=sidereal', 'sign=Aries&date=2024-04-08&ayanamsa=Krishnamurti&perspective=moon', 'sign=Aries&date=2024-04-08&zodiac=tropical',
    ],
    invalid: [
      { input: 'date=2024-03-20', field: 'sign' },
      { input: 'sign=Leo&date=2024-03-20&ayanamsa=Lahiri1', field: 'ayanamsa' },
      { input: 'sign=Leo&date=2024-03-20&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'sign=Leo&date=2024-03-20&zodiac=Sidereal', field: 'zodiac' },
      { input: 'sign=Leo&narrative=1', field: 'narrative' },
      { input: 'sign=Leo&date=2024/03/20', field: 'date' },
      { input: 'sign=Leo&timezone=Moon/Base', field: 'timezone' },
    ],
  },
  'GET /horoscope/monthly': {
    valid: [
      'sign=Leo&year=2025&month=3', 'sign=Aquarius&year=1850&month=12&timezone=Europe/London&perspective=moon', 'sign=Leo&year=2200&month=12', 'sign=Leo&year=2024&month=4&narrative=false',
      'sign=Leo&year=2024&month=4&zodiac=sidereal', 'sign=Leo&year=2024&month=4&ayanamsa=FaganBradley&timezone=Asia/Kolkata',
    ],
    invalid: [
      { input: 'sign=Leo&year=2025', field: 'month' },
      { input: 'sign=Leo&year=2024&month=4&ayanamsa=Fagan', field: 'ayanamsa' },
      { input: 'sign=Leo&year=2024&month=4&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'sign=Leo&year=2025&month=13', field: 'month' },
      { input: 'sign=Leo&year=2025&month=0', field: 'month' },
      { input: 'sign=Leo&year=2025&month=march', field: 'month' },
      { input: `sign=Leo&year=${CENTURY_BEFORE_SPAN}&month=1`, field: 'year' },
    ],
  },
  'GET /horoscope/all': {
    valid: ['date=2024-03-20', '', 'date=2024-03-20&timezone=Pacific/Auckland&perspective=moon', 'date=2024-03-20&narrative=false', 'date=2024-03-20&zodiac=sidereal&narrative=false'],
    invalid: [
      { input: 'sign=Leo', field: 'sign' },
      { input: 'date=2024-03-20&ayanamsa=None', field: 'ayanamsa' },
      { input: 'date=2024-03-20&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'date=2024-03-20&perspective=mars', field: 'perspective' },
    ],
  },
  'GET /almanac': {
    valid: ['date=2024-03-20&timezone=Europe/Paris', '', 'date=1900-01-01', 'date=2024-04-08&zodiac=sidereal', 'date=2024-04-08&ayanamsa=FaganBradley', 'date=2024-04-08&zodiac=tropical'],
    invalid: [
      { input: 'date=2024-13-20', field: 'date' },
      { input: 'date=2024-03-20&ayanamsa=Lahiry', field: 'ayanamsa' },
      { input: 'date=2024-03-20&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'timezone=Paris', field: 'timezone' },
      { input: 'date=2024-03-20&sign=Leo', field: 'sign' },
    ],
  },
  'POST /electional': {
    valid: [
      { activity: 'wedding', startDate: '2025-06-01', endDate: '2025-06-03', latitude: 48.8566, longitude: 2.3522, topN: 3 },
      { activity: 'travel', startDate: '2025-01-01T00:00:00Z', endDate: '2025-01-02T00:00:00Z', latitude: -33.9, longitude: 151.2 },
    ],
    invalid: [
      { input: { activity: 'party', startDate: '2025-06-01', endDate: '2025-06-03', latitude: 0, longitude: 0 }, field: 'activity' },
      { input: { activity: 'wedding', startDate: '2025-06-01', endDate: '2025-06-03', latitude: 0, longitude: 0, topN: 21 }, field: 'topN' },
      { input: { activity: 'wedding', startDate: '2025-06-01', endDate: '2025-06-03', latitude: 0, longitude: 0, topN: 0 }, field: 'topN' },
      { input: { activity: 'wedding', startDate: '2025-06-01', endDate: '2026-06-03', latitude: 0, longitude: 0 }, field: 'endDate' },
      { input: { activity: 'wedding', startDate: '2025-06-01', latitude: 0, longitude: 0 }, field: 'endDate' },
      { input: { activity: 'wedding', startDate: '2025-06-01', endDate: '2025-06-03', latitude: -91, longitude: 0 }, field: 'latitude' },
    ],
  },
  'GET /moon/phase': {
    valid: ['date=2024-03-25T07:00:00Z', '', 'date=1800-01-01&timezone=UTC'],
    invalid: [
      { input: 'date=tomorrow', field: 'date' },
      { input: 'date=2024-03-25&phase=Full Moon', field: 'phase' },
    ],
  },
  'GET /moon/today': {
    valid: [''],
    invalid: [{ input: 'date=2024-01-01', field: 'date' }],
  },
  'GET /moon/void-of-course': {
    valid: ['date=2024-01-01T00:00:00Z', '', 'date=2024-05-05&timezone=America/Los_Angeles', 'date=2024-01-01T00:00:00Z&zodiac=sidereal', 'date=2024-05-05&ayanamsa=Raman'],
    invalid: [
      { input: 'date=2024-01-01T00:00', field: 'date' },
      { input: 'date=2024-01-01T00:00:00Z&ayanamsa=None', field: 'ayanamsa' },
      { input: 'date=2024-01-01T00:00:00Z&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'timezone=Mars/Base', field: 'timezone' },
    ],
  },
  'GET /moon/void-of-course/periods': {
    valid: [
      'from=2024-01-01&to=2024-01-31',
      'from=2024-01-01&to=2024-03-01&timezone=Europe/Paris',
      'from=2024-01-01&to=2024-01-31&zodiac=sidereal',
      'from=2024-01-01&to=2024-01-31&ayanamsa=Raman',
      `from=${SUPPORTED_SPAN.firstYear + 1}-01-01&to=${SUPPORTED_SPAN.firstYear + 1}-02-01`,
    ],
    invalid: [
      { input: 'to=2024-01-31', field: 'from' },
      { input: 'from=2024-01-31&to=2024-01-01', field: 'to' },
      { input: 'from=2024-01-01&to=2035-01-02', field: 'to' },
      { input: 'from=2024-01-01&to=2024-01-31&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'from=2024-01-01&to=2024-01-31&start=2024-01-01', field: 'start' },
    ],
  },
  'GET /moon/guidance': {
    valid: ['date=2024-03-20', '', 'date=2024-03-20&timezone=Asia/Tokyo', 'date=2024-03-20&zodiac=sidereal&ayanamsa=Krishnamurti'],
    invalid: [
      { input: 'date=2024-03-20&activity=travel', field: 'activity' },
      { input: 'date=2024-03-20&zodiac=tropical&ayanamsa=Raman', field: 'ayanamsa' },
      { input: 'date=2024-03-20&zodiac=lunar', field: 'zodiac' },
      { input: `date=${yearDate(YEAR_BEFORE_SPAN, 3, 20)}`, field: 'date' },
    ],
  },
  'GET /seasons': {
    valid: ['year=2025', 'year=1800', 'year=2200', 'year=0000', 'year=-0043', 'year=-43', 'year=925', `year=${SUPPORTED_SPAN.firstYear}`, `year=${SUPPORTED_SPAN.lastYear}`],
    invalid: [
      { input: '', field: 'year' },
      { input: `year=${YEAR_BEFORE_SPAN}`, field: 'year' },
      { input: 'year=925x', field: 'year' },
      { input: 'year=2025&hemisphere=south', field: 'hemisphere' },
    ],
  },
  'GET /eclipses': {
    valid: ['from=2024-01-01&to=2026-12-31', 'from=1800-01-01&to=1800-12-31', 'from=2024-04-08T00:00:00Z&to=2024-04-09T00:00:00Z'],
    invalid: [
      { input: 'from=2024-01-01', field: 'to' },
      { input: 'from=2026-01-01&to=2024-01-01', field: 'to' },
      { input: 'from=2024-01-01&to=2024-12-31&kind=solar', field: 'kind' },
    ],
  },
  'GET /ingresses': {
    valid: [
      'from=2025-01-01&to=2025-12-31&bodies=Mercury,Venus,Mars',
      'from=2025-01-01&to=2025-03-01',
      'from=2199-01-01&to=2199-12-31&bodies=Sun',
      'from=2025-01-01&to=2025-12-31&bodies=Sun,Mars&zodiac=sidereal&ayanamsa=FaganBradley',
      'from=2025-01-01&to=2025-02-01&bodies=Moon&ayanamsa=Lahiri',
    ],
    invalid: [
      { input: 'from=2025-01-01&to=2025-12-31&zodiac=sideral', field: 'zodiac' },
      { input: 'from=2025-01-01&to=2025-12-31&zodiac=sidereal&ayanamsa=Fagan', field: 'ayanamsa' },
      { input: 'from=2025-01-01&to=2025-12-31&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'from=2025-01-01&to=2085-01-01', field: 'to' },
      { input: 'from=2025-01-01&to=2025-12-31&bodies=Sun,Sun2', field: 'bodies' },
      { input: 'to=2025-12-31', field: 'from' },
    ],
  },
  'GET /retrogrades': {
    valid: ['year=2025', 'year=1801', 'year=2199', `year=${SUPPORTED_SPAN.firstYear + 1}`, `year=${SUPPORTED_SPAN.lastYear - 1}`],
    invalid: [
      { input: `year=${CENTURY_AFTER_SPAN}`, field: 'year' },
      { input: `year=${SUPPORTED_SPAN.firstYear}`, field: 'year' },
      { input: `year=${SUPPORTED_SPAN.lastYear}`, field: 'year' },
      { input: 'year=2025&body=Mercury', field: 'body' },
    ],
  },
  'GET /planetary-hours': {
    valid: ['date=2024-06-21&latitude=51.5&longitude=-0.13', 'latitude=0&longitude=0', 'date=2024-06-21&latitude=78.2&longitude=15.6&timezone=Arctic/Longyearbyen'],
    invalid: [
      { input: 'date=2024-06-21&latitude=51.5', field: 'longitude' },
      { input: 'date=2024-06-21T10:00:00Z&latitude=51.5&longitude=0', field: 'date' },
      { input: 'date=2024-06-21&latitude=51.5&longitude=0&timezone=Europe/Lnodon', field: 'timezone' },
      { input: 'date=2024-06-21&latitude=99&longitude=0', field: 'latitude' },
    ],
  },
  'GET /positions': {
    valid: [
      'date=2024-03-20T12:00:00Z',
      'date=1850-07-04&timezone=America/New_York&bodies=Sun,Moon,Mars',
      'bodies=Venus,Sun',
      'date=2199-12-31T23:00:00-05:00&bodies=Sun,Vertex,AntiVertex&latitude=40.7&longitude=-74',
      'date=2024-03-20T12:00:00Z&bodies=Sun,Moon&center=topocentric&latitude=51.5&longitude=-0.1&elevationM=35',
      'date=2024-03-20T12:00:00Z&bodies=Moon,Mars&center=heliocentric',
      'date=2024-03-20T12:00:00Z&center=heliocentric&frame=j2000&geometric=true',
      'date=2024-03-20T12:00:00Z&bodies=Moon&frame=j2000&center=topocentric&latitude=-33.9&longitude=18.4',
      'date=2024-03-20T12:00:00Z&bodies=Sun&center=geocentric&frame=date&geometric=false',
      'date=2024-03-20T12:00:00Z&zodiac=sidereal&ayanamsa=FaganBradley',
      'date=2024-03-20T12:00:00Z&bodies=Mars&center=heliocentric&ayanamsa=Lahiri',
    ],
    invalid: [
      { input: 'date=2024-03-20T12:00:00Z&zodiac=sideral', field: 'zodiac' },
      { input: 'date=2024-03-20T12:00:00Z&zodiac=sidereal&frame=j2000', field: 'zodiac' },
      { input: 'date=2024-03-20T12:00:00Z&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'center=topocentric&longitude=2', field: 'latitude' },
      { input: 'center=topocentric&latitude=2', field: 'longitude' },
      { input: 'center=barycentric', field: 'center' },
      { input: 'frame=b1950', field: 'frame' },
      { input: 'geometric=maybe', field: 'geometric' },
      { input: 'center=topocentric&latitude=1&longitude=2&elevationM=99999', field: 'elevationM' },
      { input: 'elevationM=100', field: 'elevationM' },
      { input: 'center=heliocentric&bodies=Mars,Sun', field: 'bodies[1]' },
      { input: 'date=2024-03-20T12:00:00', field: 'date' },
      { input: `date=${yearDate(YEAR_AFTER_SPAN, 1, 2)}`, field: 'date' },
      { input: 'bodies=Sun,Vulcan', field: 'bodies' },
      { input: 'bodies=', field: 'bodies' },
      { input: 'timezone=Atlantis/Capital', field: 'timezone' },
      { input: 'latitude=95', field: 'latitude' },
      { input: 'bodies=Vertex&latitude=10', field: 'longitude' },
      { input: 'body=Sun', field: 'body' },
    ],
  },
  'GET /positions/today': {
    valid: [
      '', 'bodies=Sun,Moon', 'bodies=Vertex&latitude=-33.9&longitude=18.4', 'bodies=Moon&center=topocentric&latitude=10&longitude=20',
      'center=heliocentric&frame=j2000', 'zodiac=sidereal&ayanamsa=Raman',
    ],
    invalid: [
      { input: 'zodiac=sidereal&ayanamsa=Fagan', field: 'ayanamsa' },
      { input: 'center=heliocentric&bodies=NorthNode', field: 'bodies[0]' },
      { input: 'center=topocentric', field: 'latitude' },
      { input: 'bodies=sun', field: 'bodies' },
      { input: 'date=2024-03-20', field: 'date' },
      { input: 'longitude=200', field: 'longitude' },
    ],
  },
  'GET /ephemeris': {
    valid: [
      'from=2024-03-01&to=2024-03-10&bodies=Sun,Moon',
      'from=1900-01-01T00:00:00Z&to=1900-01-02T00:00:00Z&step=0.25&bodies=Moon',
      'from=2024-01-01&to=2024-01-01',
      'from=2000-01-01&to=2000-12-31&step=7&timezone=Asia/Tokyo',
      'from=2024-03-01&to=2024-03-03&bodies=Moon&center=topocentric&latitude=35.7&longitude=139.7&elevationM=40',
      'from=2024-03-01&to=2024-03-03&center=heliocentric&frame=j2000&geometric=true',
      'from=2024-03-01&to=2024-03-03&bodies=Sun,Moon&zodiac=sidereal&ayanamsa=FaganBradley',
    ],
    invalid: [
      { input: 'from=2024-03-01&to=2024-03-03&zodiac=sidereal&frame=j2000', field: 'zodiac' },
      { input: 'from=2024-03-01&to=2024-03-03&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'from=2024-03-01&to=2024-03-03&center=topocentric&latitude=10', field: 'longitude' },
      { input: 'from=2024-03-01&to=2024-03-03&center=heliocentric&bodies=Moon,NorthNodeMean', field: 'bodies[1]' },
      { input: 'from=2024-03-01&to=2024-03-03&frame=J2000', field: 'frame' },
      { input: 'to=2024-03-10', field: 'from' },
      { input: 'from=2024-03-01', field: 'to' },
      { input: 'from=2024-03-10&to=2024-03-01', field: 'to' },
      { input: 'from=2024-03-01&to=2024-03-10&step=0', field: 'step' },
      { input: 'from=2024-03-01&to=2024-03-10&step=daily', field: 'step' },
      { input: 'from=1800-01-01&to=2200-12-31&step=1', field: 'step' },
      { input: 'from=2024-03-01&to=2024-03-10&bodies=Earth', field: 'bodies' },
      { input: `from=${yearDate(YEAR_BEFORE_SPAN, 12, 31)}&to=${yearDate(SUPPORTED_SPAN.firstYear, 3, 10)}`, field: 'from' },
    ],
  },
  'GET /aspects': {
    valid: ['date=2024-03-20T12:00:00Z', 'date=1987-05-05&timezone=Europe/Berlin&orbProfile=tight', 'orbProfile=vedic'],
    invalid: [
      { input: 'orbProfile=loose', field: 'orbProfile' },
      { input: 'date=20240320', field: 'date' },
      { input: 'date=2024-03-20&bodies=Sun', field: 'bodies' },
    ],
  },
  'GET /aspects/today': {
    valid: ['', 'orbProfile=traditional'],
    invalid: [
      { input: 'orbProfile=Traditional', field: 'orbProfile' },
      { input: 'date=2024-01-01', field: 'date' },
    ],
  },
  'GET /moon/phases': {
    valid: ['from=2024-01-01&to=2024-12-31', 'from=1800-01-01&to=1800-02-01', 'from=2200-12-01&to=2200-12-31&timezone=Pacific/Kiritimati', 'from=2024-03-25T07:00:00Z&to=2024-03-25T07:00:00Z'],
    invalid: [
      { input: 'from=2024-01-01', field: 'to' },
      { input: 'from=2024-12-31&to=2024-01-01', field: 'to' },
      { input: 'from=1800-01-01&to=2000-01-01', field: 'to' },
      { input: 'from=2024-1-1&to=2024-12-31', field: 'from' },
      { input: 'from=2024-01-01&to=2024-12-31&phase=Full', field: 'phase' },
    ],
  },
  'GET /horoscope/compatibility': {
    valid: ['sign1=Aries&sign2=Leo', 'sign1=Pisces&sign2=Pisces', 'sign2=Virgo&sign1=Sagittarius'],
    invalid: [
      { input: 'sign1=Aries', field: 'sign2' },
      { input: 'sign1=aries&sign2=Leo', field: 'sign1' },
      { input: 'sign1=Aries&sign2=Leo&sign3=Virgo', field: 'sign3' },
    ],
  },
  'GET /chinese-calendar': {
    valid: ['date=2024-02-10', '', 'date=1801-01-01', 'date=2199-12-31', 'date=2024-02-09T16:30:00Z'],
    invalid: [
      { input: 'date=1800-06-01', field: 'date' },
      { input: 'date=2024-02-30', field: 'date' },
      { input: 'date=2024-02-10&timezone=UTC', field: 'timezone' },
    ],
  },
  'POST /natal-chart': {
    valid: [
      { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
      { birthDate: '1850-01-01', latitude: 51.5, longitude: -0.12 },
      { birthDate: '2000-06-21', birthTime: '00:00', latitude: 78.2, longitude: 15.6, houseSystem: 'Koch', orbProfile: 'tight', timezone: 'Arctic/Longyearbyen' },
      { ...NY, houseSystem: 'Carter' },
      { ...PARIS, houseSystem: 'Sunshine' },
      { ...NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
      { ...NY, ayanamsa: { epochJdTt: 2451545, valueDeg: 24 } },
    ],
    invalid: [
      { input: { ...NY, zodiac: 'sideral' }, field: 'zodiac' },
      { input: { ...NY, zodiac: 'sidereal', ayanamsa: 'Fagan' }, field: 'ayanamsa' },
      { input: { ...NY, zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { birthDate: '1990-07-15', latitude: 40.7 }, field: 'longitude' },
      { input: { birthDate: '1990-02-30', latitude: 40.7, longitude: 0 }, field: 'birthDate' },
      { input: { birthDate: '1990-07-15', birthTime: '25:00', latitude: 40.7, longitude: 0 }, field: 'birthTime' },
      { input: { birthDate: '1990-07-15', latitude: 91, longitude: 0 }, field: 'latitude' },
      { input: { birthDate: '1990-07-15', latitude: 40, longitude: 0, houseSystem: 'Equal Houses' }, field: 'houseSystem' },
      { input: { ...NY, houseSystem: 'Gauquelin' }, field: 'houseSystem' },
      { input: { birthDate: '1990-07-15', latitude: 40, longitude: 0, timezone: 'Mars/Olympus' }, field: 'timezone' },
      { input: { birthDate: '1990-07-15', latitude: 40, longitude: 0, name: 'Ada' }, field: 'name' },
      { input: { birthDate: yearDate(CENTURY_BEFORE_SPAN, 7, 15), latitude: 40, longitude: 0 }, field: 'birthDate' },
    ],
  },
  'GET /fixed-stars': {
    valid: ['date=2024-03-20', 'date=1801-06-01T12:00:00Z', '', 'date=2100-01-01&timezone=Australia/Sydney'],
    invalid: [
      { input: 'date=yesterday', field: 'date' },
      { input: 'date=2024-03-20&star=Regulus', field: 'star' },
      { input: 'date=2024-03-20&timezone=Nowhere', field: 'timezone' },
    ],
  },
  'GET /houses': {
    valid: [
      'date=2024-03-20T12:00:00Z&latitude=48.85&longitude=2.35',
      'date=1900-06-01&timezone=Europe/Paris&latitude=48.85&longitude=2.35&houseSystem=Koch',
      'date=2150-12-31T23:59:59%2B05:30&latitude=-33.9&longitude=151.2&houseSystem=Whole',
      'date=2000-01-01T00:00:00Z&latitude=80&longitude=0&houseSystem=Placidus',
      'date=2024-03-20T12:00:00Z&latitude=48.85&longitude=2.35&houseSystem=APC',
      'date=2024-03-20T12:00:00Z&latitude=-33.9&longitude=151.2&houseSystem=Gauquelin',
      'date=2024-12-21T12:00:00Z&latitude=70&longitude=20&houseSystem=Sunshine',
      'date=2024-03-20T12:00:00Z&latitude=48.85&longitude=2.35&zodiac=sidereal&ayanamsa=FaganBradley',
      'date=2024-03-20T12:00:00Z&latitude=48.85&longitude=2.35&ayanamsa=Raman',
    ],
    invalid: [
      { input: 'latitude=48.85&longitude=2.35', field: 'date' },
      { input: 'date=2024-13-01&latitude=48.85&longitude=2.35', field: 'date' },
      { input: 'date=2024-02-30&latitude=48.85&longitude=2.35', field: 'date' },
      { input: `date=${yearDate(CENTURY_BEFORE_SPAN)}&latitude=48.85&longitude=2.35`, field: 'date' },
      { input: 'date=2024-03-20T12:00:00&latitude=48.85&longitude=2.35', field: 'date' },
      { input: 'date=2024-03-20&latitude=91&longitude=2.35', field: 'latitude' },
      { input: 'date=2024-03-20&latitude=48.85&longitude=2.35&zodiac=sideral', field: 'zodiac' },
      { input: 'date=2024-03-20&latitude=48.85&longitude=2.35&zodiac=sidereal&ayanamsa=Fagan', field: 'ayanamsa' },
      { input: 'date=2024-03-20&latitude=48.85&longitude=2.35&zodiac=tropical&ayanamsa=Lahiri', field: 'ayanamsa' },
      { input: 'date=2024-03-20&latitude=north&longitude=2.35', field: 'latitude' },
      { input: 'date=2024-03-20&latitude=48&longitude=-180.5', field: 'longitude' },
      { input: 'date=2024-03-20&latitude=48', field: 'longitude' },
      { input: 'date=2024-03-20&latitude=48&longitude=2&houseSystem=placidus', field: 'houseSystem' },
      { input: 'date=2024-03-20&latitude=48&longitude=2&houseSystem=Foo', field: 'houseSystem' },
      { input: 'date=2024-03-20&latitude=48&longitude=2&timezone=Mars/Olympus', field: 'timezone' },
      { input: 'date=2024-03-20&latitude=48&longitude=2&system=Koch', field: 'system' },
    ],
  },

  'POST /synastry': {
    valid: [
      { personA: NY, personB: PARIS },
      { personA: NY, personB: UNTIMED, houseSystem: 'Koch', orbProfile: 'tight' },
      { personA: NY, personB: PARIS, houseSystem: 'APC' },
      { personA: NY, personB: PARIS, zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
      { personA: NY, personB: PARIS, locale: 'en' },
    ],
    invalid: [
      { input: { personA: NY, personB: PARIS, locale: 'it' }, field: 'locale' },
      { input: { personA: NY, personB: PARIS, zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { personA: NY }, field: 'personB' },
      { input: { personA: NY, personB: PARIS, houseSystem: 'Gauquelin' }, field: 'houseSystem' },
      { input: { personA: { ...NY, latitude: 91 }, personB: PARIS }, field: 'personA.latitude' },
      { input: { personA: NY, personB: { ...PARIS, birthTime: '8:10' } }, field: 'personB.birthTime' },
      { input: { personA: NY, personB: PARIS, orbProfile: 'wide' }, field: 'orbProfile' },
      { input: { personA: NY, personB: { ...PARIS, birthDate: yearDate(CENTURY_BEFORE_SPAN) } }, field: 'personB.birthDate' },
      { input: { personA: NY, personB: PARIS, bodies: ['Sun'] }, field: 'bodies' },
    ],
  },
  'POST /composite': {
    valid: [
      { personA: NY, personB: PARIS }, { personA: UNTIMED, personB: PARIS, houseSystem: 'Whole' },
      { personA: NY, personB: PARIS, houseSystem: 'Horizon' },
      { personA: NY, personB: PARIS, ayanamsa: 'Raman' },
      { personA: NY, personB: PARIS, locale: 'en' }, { personA: UNTIMED, personB: PARIS, locale: 'en' },
    ],
    invalid: [
      { input: { personA: NY, personB: PARIS, locale: 'EN' }, field: 'locale' },
      { input: { personA: NY, personB: PARIS, zodiac: 'sideral' }, field: 'zodiac' },
      { input: { personB: PARIS }, field: 'personA' },
      { input: { personA: NY, personB: PARIS, orbProfile: 'tight' }, field: 'orbProfile' },
      { input: { personA: { ...NY, longitude: 181 }, personB: PARIS }, field: 'personA.longitude' },
      { input: { personA: NY, personB: { ...PARIS, timezone: 'Mars/Olympus' } }, field: 'personB.timezone' },
    ],
  },
  'POST /harmonic-chart': {
    valid: [{ birth: NY, harmonic: 5 }, { birth: UNTIMED, harmonic: 1 }, { birth: PARIS, harmonic: 180, orbProfile: 'tight' }],
    invalid: [
      { input: { birth: NY }, field: 'harmonic' },
      { input: { birth: NY, harmonic: 0 }, field: 'harmonic' },
      { input: { birth: NY, harmonic: 181 }, field: 'harmonic' },
      { input: { birth: NY, harmonic: 2.5 }, field: 'harmonic' },
      { input: { birth: { ...NY, latitude: 91 }, harmonic: 5 }, field: 'birth.latitude' },
    ],
  },
  'POST /harmonic-chart/wheel': {
    valid: [
      { birth: NY, harmonic: 5 }, { birth: UNTIMED, harmonic: 1, wheel: { theme: 'dark' } },
      { birth: PARIS, harmonic: 180, orbProfile: 'tight', wheel: { size: 480, title: 'H180' } },
    ],
    invalid: [
      { input: { birth: NY }, field: 'harmonic' },
      { input: { birth: NY, harmonic: 181 }, field: 'harmonic' },
      { input: { birth: NY, harmonic: 5, wheel: { size: 100 } }, field: 'wheel.size' },
      { input: { birth: NY, harmonic: 5, wheel: { theme: 'neon' } }, field: 'wheel.theme' },
    ],
  },
  'POST /nativity-significators': {
    valid: [{ birth: NY }, { birth: PARIS, hylegMethod: 'ptolemy', almutenMethod: 'with-accidental', houseSystem: 'Placidus' }, { birth: NY, locale: 'de' }],
    invalid: [
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
      { input: { birth: NY, locale: 'xx' }, field: 'locale' },
      { input: { birth: NY, hylegMethod: 'bonatti' }, field: 'hylegMethod' },
      { input: { birth: NY, almutenMethod: 'all' }, field: 'almutenMethod' },
      { input: { birth: NY, houseSystem: 'Gauquelin' }, field: 'houseSystem' },
    ],
  },
  'POST /draconic-chart': {
    valid: [{ birth: NY }, { birth: UNTIMED, node: 'mean' }, { birth: PARIS, node: 'true', houseSystem: 'Koch' }],
    invalid: [
      { input: { birth: NY, node: 'south' }, field: 'node' },
      { input: { birth: NY, houseSystem: 'Gauquelin' }, field: 'houseSystem' },
      { input: {}, field: 'birth' },
    ],
  },
  'POST /draconic-chart/wheel': {
    valid: [{ birth: NY }, { birth: UNTIMED, node: 'mean', wheel: { theme: 'mono' } }, { birth: PARIS, houseSystem: 'Koch', wheel: { orientation: 'aries-left' } }],
    invalid: [
      { input: { birth: NY, node: 'south' }, field: 'node' },
      { input: { birth: NY, wheel: { bodies: ['Vulcan'] } }, field: 'wheel.bodies[0]' },
      { input: {}, field: 'birth' },
    ],
  },
  'POST /davison-chart': {
    valid: [
      { personA: NY, personB: PARIS }, { personA: UNTIMED, personB: PARIS, houseSystem: 'Whole' },
      { personA: NY, personB: PARIS, placeMidpoint: 'coordinates', orbProfile: 'tight' },
    ],
    invalid: [
      { input: { personA: NY, personB: PARIS, placeMidpoint: 'rhumb' }, field: 'placeMidpoint' },
      { input: { personB: PARIS }, field: 'personA' },
      { input: { personA: NY, personB: { ...PARIS, latitude: -40.7128, longitude: 105.994 } }, field: 'personB.latitude' },
    ],
  },
  'POST /marks-chart': {
    valid: [{ personA: NY, personB: PARIS }, { personA: PARIS, personB: NY, placeMidpoint: 'coordinates' }, { personA: UNTIMED, personB: NY }],
    invalid: [
      { input: { personA: NY, personB: PARIS, placeMidpoint: 'mean' }, field: 'placeMidpoint' },
      { input: { personA: NY }, field: 'personB' },
    ],
  },
  'POST /lots': {
    valid: [
      { birth: NY }, { birth: PARIS, ids: ['fortune', 'death', 'property'] },
      { birth: NY, formulas: [{ name: 'Mine', formula: 'Asc + Venus - Saturn', reverseAtNight: true }] },
      { birth: NY, ids: [], formulas: [{ name: 'Lord', formula: 'MC + Ruler(H2) - H2' }], houseSystem: 'Whole' },
      { birth: NY, ids: ['death'], locale: 'ru' },
    ],
    invalid: [
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
      { input: { birth: NY, ids: ['fortuna'] }, field: 'ids[0]' },
      { input: { birth: NY, formulas: [{ name: 'Bad', formula: 'Asc + Venus' }] }, field: 'formulas[0].formula' },
      { input: { birth: NY, formulas: [{ name: 'Bad', formula: 'Asc + Venus - Satrun' }] }, field: 'formulas[0].formula' },
      { input: { birth: NY, formulas: [{ formula: 'Asc + Venus - Saturn' }] }, field: 'formulas[0].name' },
    ],
  },
  'POST /uranian-pictures': {
    valid: [{ birth: NY }, { birth: UNTIMED, orb: 0.5 }, { birth: PARIS, transneptunians: false, orb: 2 }],
    invalid: [
      { input: { birth: NY, orb: 6 }, field: 'orb' },
      { input: { birth: NY, orb: -1 }, field: 'orb' },
      { input: { birth: NY, transneptunians: 'yes' }, field: 'transneptunians' },
    ],
  },
  'POST /synastry-report': {
    valid: [
      { personA: NY, personB: PARIS }, { personA: NY, personB: UNTIMED, aspectLimit: 3, locale: 'en' },
      { personA: NY, personB: PARIS, houseSystem: 'Koch', orbProfile: 'tight', aspectLimit: 0 },
      { personA: NY, personB: PARIS, zodiac: 'sidereal' },
    ],
    invalid: [
      { input: { personA: NY, personB: PARIS, aspectLimit: 41 }, field: 'aspectLimit' },
      { input: { personA: NY, personB: PARIS, locale: 'it' }, field: 'locale' },
      { input: { personA: NY }, field: 'personB' },
      { input: { personA: { ...NY, latitude: 91 }, personB: PARIS }, field: 'personA.latitude' },
    ],
  },
  'POST /composite-report': {
    valid: [{ personA: NY, personB: PARIS }, { personA: UNTIMED, personB: PARIS, locale: 'en' }, { personA: NY, personB: PARIS, houseSystem: 'Whole' }],
    invalid: [
      { input: { personA: NY, personB: PARIS, aspectLimit: 3 }, field: 'aspectLimit' },
      { input: { personA: NY, personB: PARIS, locale: 'it' }, field: 'locale' },
      { input: { personA: NY, personB: { ...PARIS, birthTime: '8:10' } }, field: 'personB.birthTime' },
    ],
  },
  'POST /progressions': {
    valid: [
      { birth: NY, targetDate: '2024-07-15', progression: 'converseSecondary', angles: 'solarArc' },
      { birth: NY, targetDate: '2024-07-15', progression: 'tertiary', angles: 'meanSun' },
      { birth: NY, targetDate: '2024-07-15' }, { birth: UNTIMED, targetDate: '1900-01-01T00:00:00Z', orbProfile: 'traditional' },
      { birth: NY, targetDate: '2024-07-15', houseSystem: 'PullenSD' },
      { birth: NY, targetDate: '2024-07-15', zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
    ],
    invalid: [
      { input: { birth: NY, targetDate: '2024-07-15', zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { birth: NY }, field: 'targetDate' },
      { input: { targetDate: '2024-07-15' }, field: 'birth' },
      { input: { birth: NY, targetDate: '1980-01-01' }, field: 'targetDate' },
      { input: { birth: NY, targetDate: '2024-07-15T12:00:00' }, field: 'targetDate' },
      { input: { birth: { ...NY, birthDate: '1990-02-30' }, targetDate: '2024-07-15' }, field: 'birth.birthDate' },
      { input: { birth: NY, targetDate: '2024-07-15', orbProfile: 'loose' }, field: 'orbProfile' },
    ],
  },
  'POST /solar-arc': {
    valid: [
      { birth: NY, targetDate: '2024-07-15', key: 'naibod' },
      { birth: NY, targetDate: '2024-07-15' },
      { birth: PARIS, targetDate: '2050-03-02T08:00:00+01:00' },
      { birth: NY, targetDate: '2024-07-15', zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
    ],
    invalid: [
      { input: { birth: NY, targetDate: '2024-07-15', zodiac: 'sidereal', ayanamsa: 'Fagan' }, field: 'ayanamsa' },
      { input: { birth: NY, targetDate: 'next year' }, field: 'targetDate' },
      { input: { birth: { ...NY, extra: 1 }, targetDate: '2024-07-15' }, field: 'birth.extra' },
      { input: { birth: NY, targetDate: '2024-07-15', orbProfile: 'tight' }, field: 'orbProfile' },
    ],
  },
  'POST /returns/solar': {
    valid: [
      { birth: NY, year: 2024 },
      { birth: PARIS, year: 2030, latitude: -33.9, longitude: 151.2, houseSystem: 'Equal', orbProfile: 'tight' },
      { birth: UNTIMED, year: 1851 },
      { birth: NY, year: 2024, houseSystem: 'KrusinskiPisaGoelzer' },
      { birth: NY, year: 2024, zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
    ],
    invalid: [
      { input: { birth: NY }, field: 'year' },
      { input: { birth: NY, year: 1989 }, field: 'year' },
      { input: { birth: NY, year: YEAR_AFTER_SPAN }, field: 'year' },
      { input: { birth: NY, year: 2024.5 }, field: 'year' },
      { input: { birth: NY, year: 2024, latitude: 10 }, field: 'longitude' },
      { input: { birth: NY, year: 2024, houseSystem: 'placidus' }, field: 'houseSystem' },
      { input: { birth: NY, year: 2024, houseSystem: 'Gauquelin' }, field: 'houseSystem' },
      { input: { birth: NY, year: 2024, zodiac: 'sideral' }, field: 'zodiac' },
      { input: { birth: NY, year: 2024, zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
    ],
  },
  'POST /returns/lunar': {
    valid: [
      { birth: NY, after: '2024-07-01' },
      { birth: PARIS, after: '2024-07-01T00:00:00Z', latitude: 0, longitude: 0, houseSystem: 'Whole' },
      { birth: NY, after: '2024-07-01', ayanamsa: { epochJdTt: 2451545, valueDeg: 24 } },
    ],
    invalid: [
      { input: { birth: NY, after: '2024-07-01', ayanamsa: 'Fagan' }, field: 'ayanamsa' },
      { input: { birth: NY }, field: 'after' },
      { input: { birth: NY, after: '1980-01-01' }, field: 'after' },
      { input: { birth: NY, after: '2024-07-01', longitude: 2 }, field: 'latitude' },
      { input: { birth: NY, after: '2024-07-01', latitude: -95, longitude: 2 }, field: 'latitude' },
    ],
  },
  'GET /declinations': {
    valid: ['date=2024-06-20T20:51:00Z', '', 'date=1850-12-21&timezone=Europe/London'],
    invalid: [
      { input: 'date=2024-06-20T20:51:00', field: 'date' },
      { input: `date=${yearDate(YEAR_AFTER_SPAN)}`, field: 'date' },
      { input: 'timezone=Moon/Base', field: 'timezone' },
      { input: 'date=2024-06-20&bodies=Sun', field: 'bodies' },
    ],
  },
  'POST /midpoints': {
    valid: [
      { birth: NY }, { birth: NY, at: '2024-07-15T12:00:00Z', orb: 2 }, { birth: UNTIMED, orb: 0 },
      { birth: NY, at: '2024-07-15T12:00:00Z', zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
    ],
    invalid: [
      { input: { birth: NY, zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { birth: NY, zodiac: 'sideral' }, field: 'zodiac' },
      { input: { birth: NY, orb: 23 }, field: 'orb' },
      { input: { birth: NY, orb: -1 }, field: 'orb' },
      { input: { birth: NY, at: yearDate(CENTURY_AFTER_SPAN) }, field: 'at' },
      { input: { birth: { ...NY, latitude: 'north' } }, field: 'birth.latitude' },
    ],
  },
  'POST /transits': {
    valid: [
      { birth: NY, at: '2024-07-15T12:00:00Z' },
      { birth: UNTIMED, at: '1900-01-01', orbProfile: 'modern-western' },
      { birth: NY, at: '2024-07-15T12:00:00Z', zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
    ],
    invalid: [
      { input: { birth: NY, at: '2024-07-15T12:00:00Z', zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { birth: NY }, field: 'at' },
      { input: { birth: NY, at: '2024-07-15', orbProfile: 'Tight' }, field: 'orbProfile' },
      { input: { birth: { ...NY, birthDate: '15/07/1990' }, at: '2024-07-15' }, field: 'birth.birthDate' },
    ],
  },
  'POST /eclipse-impact': {
    valid: [
      { birth: NY, from: '2024-01-01', to: '2025-01-01' }, { birth: UNTIMED, from: '1850-01-01', to: '1851-06-30T00:00:00Z' },
      { birth: NY, from: '2024-01-01', to: '2025-01-01', zodiac: 'sidereal', ayanamsa: 'Lahiri' },
    ],
    invalid: [
      { input: { birth: NY, from: '2024-01-01', to: '2025-01-01', zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { birth: NY, from: '2024-01-01' }, field: 'to' },
      { input: { birth: NY, from: '2025-01-01', to: '2024-01-01' }, field: 'to' },
      { input: { birth: NY, from: yearDate(YEAR_BEFORE_SPAN), to: yearDate(SUPPORTED_SPAN.firstYear, 6) }, field: 'from' },
    ],
  },
  'POST /indian-chart': {
    valid: [
      { birth: NY },
      { birth: PARIS, style: 'south', division: 9, degrees: true, theme: 'dark', size: 480 },
      { birth: UNTIMED, style: 'east', division: 5, method: 'cyclic', conventions: 'kp', transitAt: '2024-07-15T12:00:00Z' },
      { birth: NY, style: 'north', division: 60, idPrefix: 'd60-', title: 'Shashtyamsa' },
    ],
    invalid: [
      { input: { birth: NY, style: 'west' }, field: 'style' },
      { input: { birth: NY, division: 0 }, field: 'division' },
      { input: { birth: NY, division: 0 }, field: 'division' },
      { input: { birth: UNTIMED, style: 'north' }, field: 'birth.birthTime' },
      { input: { birth: NY, transitAt: 'soon' }, field: 'transitAt' },
      { input: { birth: NY, size: 100 }, field: 'size' },
      { input: { birth: NY, idPrefix: '9lives' }, field: 'idPrefix' },
      { input: { birth: { ...NY, latitude: 91 } }, field: 'birth.latitude' },
      { input: {}, field: 'birth' },
    ],
  },
  'POST /vedic/chart': {
    valid: [
      { birth: NY }, { birth: PARIS, ayanamsa: 'Krishnamurti', node: 'true', nodeAspects: 'seventh-only' },
      { birth: NY, ayanamsa: 'FaganBradley' }, { birth: NY, ayanamsa: 'TrueCitra' }, // issue 15: 47 systems
      { birth: NY, ayanamsa: { epochJdTt: 2451545, valueDeg: 23.85 } }, // issue 15: user-defined
    ],
    invalid: [
      { input: { birth: NY, ayanamsa: 'Fagan' }, field: 'ayanamsa' },
      { input: { birth: NY, ayanamsa: { epochJdTt: 2451545 } }, field: 'ayanamsa' },
      { input: { birth: NY, ayanamsa: { epochJdTt: 2451545, valueDeg: 400 } }, field: 'ayanamsa' },
      { input: { birth: NY, node: 'osculating' }, field: 'node' },
      { input: { birth: NY, nodeAspects: 'all' }, field: 'nodeAspects' },
      { input: {}, field: 'birth' },
    ],
  },
  'GET /panchang': {
    valid: [
      'date=2024-04-23&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata',
      'date=1800-03-01&latitude=13.08&longitude=80.27&timezone=UTC&preset=prokerala',
      'date=2200-11-30&latitude=-33.9&longitude=151.2&timezone=UTC&preset=kp&positions=geometric&node=true',
    ],
    invalid: [
      { input: 'date=2024-04-23&latitude=28.6', field: 'longitude' },
      { input: 'date=2024-04-23&latitude=28.6&longitude=77.2&preset=drk', field: 'preset' },
      { input: 'date=2024-04-23&latitude=28.6&longitude=77.2&sunrise=limb', field: 'sunrise' },
      { input: 'date=2024-04-23&latitude=28.6&longitude=77.2&ayanamsa=Lahiry', field: 'ayanamsa' },
      { input: 'date=2024-12-21&latitude=80&longitude=15&timezone=UTC', field: 'latitude' },
    ],
  },
  'GET /panchang/month': {
    valid: [
      'year=2024&month=4&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata',
      'year=2023&month=2&latitude=13.08&longitude=80.27&preset=jhora',
    ],
    invalid: [
      { input: 'year=2024&month=13&latitude=28.6&longitude=77.2', field: 'month' },
      { input: 'year=2024&month=4&latitude=28.6', field: 'longitude' },
      { input: 'year=2024&month=4&latitude=28.6&longitude=77.2&preset=drk', field: 'preset' },
      { input: 'year=2024&month=12&latitude=80&longitude=15&timezone=UTC', field: 'latitude' },
    ],
  },
  'GET /vedic/nakshatra': {
    valid: ['longitude=205', 'date=2024-03-20T12:00:00Z&body=Moon', '', 'date=2024-03-20&timezone=Asia/Kolkata&body=Rahu&ayanamsa=Raman', 'longitude=0', 'date=2024-03-20&ayanamsa=GalacticCenter0Sag'],
    invalid: [
      { input: 'longitude=360', field: 'longitude' },
      { input: 'longitude=-1', field: 'longitude' },
      { input: 'longitude=205&date=2024-03-20', field: 'date' },
      { input: 'longitude=205&body=Moon', field: 'body' },
      { input: 'date=2024-03-20&body=Uranus', field: 'body' },
      { input: 'date=2024-03-20&ayanamsa=Fagan', field: 'ayanamsa' },
      { input: 'date=2024-03-20&pada=2', field: 'pada' },
    ],
  },
  'POST /vedic/ashtakoot': {
    valid: [
      { personA: NY, personB: PARIS }, { personA: UNTIMED, personB: PARIS, ayanamsa: 'Raman' },
      { personA: NY, personB: PARIS, ayanamsa: 'Yukteshwar' }, { personA: NY, personB: PARIS, ayanamsa: { epochJdTt: 2415020, valueDeg: 22.4 } },
    ],
    invalid: [
      { input: { personA: NY }, field: 'personB' },
      { input: { personA: NY, personB: PARIS, ayanamsa: 'lahiri' }, field: 'ayanamsa' },
      { input: { personA: { ...NY, birthTime: '24:00' }, personB: PARIS }, field: 'personA.birthTime' },
    ],
  },
  'POST /vedic/dasha': {
    valid: [
      { birth: NY }, { birth: PARIS, levels: 3, ayanamsa: 'Krishnamurti' }, { birth: UNTIMED, levels: 1 },
      { birth: NY, ayanamsa: 'LahiriICRC' }, { birth: NY, levels: 1, ayanamsa: { epochJdTt: 2435553.5, valueDeg: 23.25 } },
    ],
    invalid: [
      { input: { birth: NY, levels: 4 }, field: 'levels' },
      { input: { birth: NY, ayanamsa: { epochJdTt: -1, valueDeg: 23 } }, field: 'ayanamsa' },
      { input: { birth: NY, levels: 0 }, field: 'levels' },
      { input: { birth: NY, levels: 1.5 }, field: 'levels' },
      { input: { birth: { ...NY, latitude: undefined } }, field: 'birth.latitude' },
    ],
  },
  'POST /divisional-chart': {
    valid: [
      { birth: NY, division: 9 }, { birth: UNTIMED, division: 144 }, { birth: PARIS, division: 3, method: 'jagannatha', conventions: 'jhora' },
      { birth: NY, division: 13, method: 'cyclic' }, { birth: NY, division: 108, method: 'dwadasamsa-of-navamsa', conventions: { node: 'true' } },
    ],
    invalid: [
      { input: { birth: NY, division: 5, method: 'parashara' }, field: 'method' },
      { input: { birth: NY, division: 0 }, field: 'division' },
      { input: { birth: NY, division: 9, method: 'somanatha' }, field: 'method' },
      { input: { birth: NY }, field: 'division' },
    ],
  },
  'POST /divisional-charts': {
    valid: [{ birth: NY }, { birth: UNTIMED, divisions: [1, 9, 60] }, { birth: PARIS, conventions: 'kp' }],
    invalid: [
      { input: { birth: NY, divisions: [] }, field: 'divisions' },
      { input: { birth: NY, divisions: [301] }, field: 'divisions[0]' },
      { input: { birth: { ...NY, birthTime: '24:00' } }, field: 'birth.birthTime' },
    ],
  },
  'POST /vedic/yogas': {
    valid: [{ birth: NY }, { birth: PARIS, conventions: 'jhora' }],
    invalid: [
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
      { input: { birth: NY, conventions: 'x' }, field: 'conventions' },
    ],
  },
  'POST /vedic/doshas': {
    valid: [{ birth: NY }, { birth: PARIS, manglik: 'south-indian' }],
    invalid: [
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
      { input: { birth: NY, manglik: 'north' }, field: 'manglik' },
    ],
  },
  'POST /vedic/sade-sati': {
    valid: [{ birth: UNTIMED, years: 30 }, { birth: NY, years: 10, conventions: 'jhora' }],
    invalid: [
      { input: { birth: NY, years: 0 }, field: 'years' },
      { input: { birth: NY, years: 121 }, field: 'years' },
    ],
  },
  'POST /vedic/compatibility': {
    valid: [{ personA: NY, personB: PARIS }, { personA: PARIS, personB: NY, variants: { gana: 'bride-rows' }, manglik: 'classical' }],
    invalid: [
      { input: { personA: NY, personB: UNTIMED }, field: 'personB.birthTime' },
      { input: { personA: NY, personB: PARIS, variants: { yoni: 'x' } }, field: 'variants.yoni' },
    ],
  },
  'POST /kp-chart': {
    valid: [{ birth: NY }, { birth: PARIS, conventions: 'drik' }, { birth: NY, conventions: { node: 'true' }, nodes: 'agents' }],
    invalid: [
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
      { input: { birth: NY, conventions: 'kpx' }, field: 'conventions' },
      { input: { birth: NY, nodes: 'proxy' }, field: 'nodes' },
    ],
  },
  'POST /vedic/dashas': {
    valid: [
      { birth: NY }, { birth: NY, system: 'yogini', levels: 3, at: '2024-01-01' }, { birth: PARIS, system: 'chara', reckoning: 'narasimha-rao' },
      { birth: NY, system: 'narayana', levels: 1 }, { birth: UNTIMED, startFrom: 'utpanna', conventions: { dashaYear: 360 } },
      { birth: NY, levels: 5, from: '2024-01-01', to: '2024-03-01' },
    ],
    invalid: [
      { input: { birth: UNTIMED, system: 'chara' }, field: 'birth.birthTime' },
      { input: { birth: NY, system: 'kalachakra' }, field: 'system' },
      { input: { birth: NY, levels: 6 }, field: 'levels' },
      { input: { birth: NY, reckoning: 'raman' }, field: 'reckoning' },
    ],
  },
  'POST /vedic/ashtakavarga': {
    valid: [{ birth: NY }, { birth: PARIS, at: '2024-01-01', conventions: 'jhora' }],
    invalid: [
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
      { input: { birth: NY, at: 'soon' }, field: 'at' },
    ],
  },
  'POST /vedic-report': {
    valid: [{ birth: NY, at: '2026-01-01T00:00:00Z' }, { birth: PARIS, at: '2024-06-01T12:00:00Z', conventions: 'jhora', manglik: 'classical', locale: 'en' }],
    invalid: [
      { input: { birth: UNTIMED, at: '2026-01-01T00:00:00Z' }, field: 'birth.birthTime' },
      { input: { birth: NY, at: '1950-01-01T00:00:00Z' }, field: 'at' },
      { input: { birth: NY, manglik: 'northern' }, field: 'manglik' },
    ],
  },
  'POST /vedic/shadbala': {
    valid: [{ birth: NY }, { birth: PARIS, conventions: 'jhora', saptavargaja: 'bphs', drik: 'raman', luminaryCheshta: 'kendra', ayana: 'declination', requiredRupas: 'raman', bhavaExtras: 'occupants' }],
    invalid: [
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
      { input: { birth: NY, drik: 'half' }, field: 'drik' },
    ],
  },
  'POST /vedic/dasha-at': {
    valid: [{ birth: NY, at: '2024-01-01' }, { birth: PARIS, system: 'narayana', levels: 3, at: '2030-06-01T12:00:00Z' }],
    invalid: [
      { input: { birth: NY }, field: 'at' },
      { input: { birth: NY, at: '2024-13-01' }, field: 'at' },
    ],
  },
  'POST /traditional/lots': {
    valid: [
      { birth: NY }, { birth: PARIS, houseSystem: 'Whole' }, { birth: NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
      { birth: PARIS, ayanamsa: { epochJdTt: 2451545, valueDeg: 24 } }, { birth: NY, locale: 'zh-Hans' },
    ],
    invalid: [
      { input: { birth: NY, zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { birth: NY, locale: 'english' }, field: 'locale' },
      { input: { birth: NY, ayanamsa: 'Fagan' }, field: 'ayanamsa' },
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
      { input: { birth: NY, houseSystem: 'whole' }, field: 'houseSystem' },
      { input: { birth: { ...NY, birthDate: yearDate(YEAR_AFTER_SPAN) } }, field: 'birth.birthDate' },
    ],
  },
  'POST /traditional/profection': {
    valid: [{ birth: NY, at: '2024-07-15' }, { birth: PARIS, at: '1992-03-02T12:00:00Z' }, { birth: NY, at: '2024-07-15', zodiac: 'sidereal' }],
    invalid: [
      { input: { birth: NY, at: '2024-07-15', zodiac: 'draconic' }, field: 'zodiac' },
      { input: { birth: NY }, field: 'at' },
      { input: { birth: NY, at: '1980-01-01' }, field: 'at' },
      { input: { birth: UNTIMED, at: '2024-07-15' }, field: 'birth.birthTime' },
    ],
  },
  'POST /traditional/zodiacal-releasing': {
    valid: [
      { birth: NY }, { birth: PARIS, lot: 'Spirit', levels: 3, years: 40 }, { birth: NY, levels: 1, years: 120 },
      { birth: NY, levels: 1, zodiac: 'sidereal', ayanamsa: 'Raman' },
    ],
    invalid: [
      { input: { birth: NY, zodiac: 'tropical', ayanamsa: 'Raman' }, field: 'ayanamsa' },
      { input: { birth: NY, lot: 'Eros' }, field: 'lot' },
      { input: { birth: NY, levels: 4 }, field: 'levels' },
      { input: { birth: NY, years: 0 }, field: 'years' },
      { input: { birth: NY, years: 121 }, field: 'years' },
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
    ],
  },
  'POST /primary-directions': {
    valid: [
      { birth: NY, to: '2000-01-01' },
      { birth: PARIS, method: 'regiomontanus', motion: 'mundane', key: 'solarArc', from: '2000-01-01', to: '2020-01-01' },
      { birth: NY, withLatitude: true, key: 'ptolemy', promissors: ['Mars', 'Fortune'], significators: ['Ascendant', 'Venus'], aspects: ['square'], directions: ['converse'], to: '2060-01-01' },
    ],
    invalid: [
      { input: { birth: NY, method: 'campanus' }, field: 'method' },
      { input: { birth: NY, key: 'cardan' }, field: 'key' },
      { input: { birth: NY, promissors: ['Ascendant'] }, field: 'promissors[0]' },
      { input: { birth: NY, to: '2150-01-01' }, field: 'to' },
      { input: { birth: NY, from: '1980-01-01' }, field: 'from' },
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
    ],
  },
  // Issue 29: the time lords.
  'POST /traditional/firdaria': {
    valid: [{ birth: NY }, { birth: PARIS, variant: 'bonatti' }, { birth: { ...NY, birthTime: '02:00' }, variant: 'abuMashar' }],
    invalid: [
      { input: { birth: NY, variant: 'zoller' }, field: 'variant' },
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
    ],
  },
  'POST /traditional/decennials': {
    valid: [{ birth: NY }, { birth: PARIS }],
    invalid: [
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
      { input: { birth: NY, levels: 2 }, field: 'levels' },
    ],
  },
  'POST /traditional/ages-of-life': {
    valid: [{ birth: NY }, { birth: UNTIMED }],
    invalid: [{ input: { birth: { ...NY, latitude: 91 } }, field: 'birth.latitude' }],
  },
  'POST /traditional/time-lords': {
    valid: [{ birth: NY, at: '2024-07-15' }, { birth: PARIS, at: '2090-01-01T00:00:00Z', variant: 'bonatti' }],
    invalid: [
      { input: { birth: NY }, field: 'at' },
      { input: { birth: NY, at: '1980-01-01' }, field: 'at' },
      { input: { birth: UNTIMED, at: '2024-07-15' }, field: 'birth.birthTime' },
    ],
  },
  'POST /traditional/antiscia': {
    valid: [{ birth: NY }, { birth: UNTIMED, orb: 15 }, { birth: NY, ayanamsa: 'Lahiri' }],
    invalid: [
      { input: { birth: NY, ayanamsa: { epochJdTt: 2451545 } }, field: 'ayanamsa' },
      { input: { birth: NY, orb: 16 }, field: 'orb' },
      { input: { birth: NY, orb: '1' }, field: 'orb' },
      { input: { birth: { ...NY, longitude: -200 } }, field: 'birth.longitude' },
    ],
  },
  'POST /traditional/temperament': {
    valid: [{ birth: NY }, { birth: PARIS, houseSystem: 'Koch' }, { birth: NY, zodiac: 'sidereal', ayanamsa: 'Krishnamurti' }],
    invalid: [
      { input: { birth: NY, zodiac: 'tropical', ayanamsa: 'Krishnamurti' }, field: 'ayanamsa' },
      { input: { birth: UNTIMED }, field: 'birth.birthTime' },
      { input: { birth: NY, at: '2024-01-01' }, field: 'at' },
    ],
  },
  // Records with no route before (house ingresses, heliacal events, the Venus cycle, the prenatal lunation, the
  // chart analyses, the decans).
  'POST /house-ingresses': {
    valid: [
      { ...NY, from: '2025-01-01', to: '2025-03-01', bodies: ['Sun', 'Mars'] },
      { ...PARIS, houseSystem: 'Whole', from: '2024-06-01T00:00:00Z', to: '2024-06-08T00:00:00+02:00', bodies: ['Moon'] },
      { ...NY, from: '2025-01-01', to: '2025-03-01', bodies: ['Sun'], zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
    ],
    invalid: [
      { input: { ...NY, from: '2025-01-01', to: '2025-02-01', zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { ...UNTIMED, from: '2025-01-01', to: '2025-02-01' }, field: 'birthTime' },
      { input: { ...NY, to: '2025-02-01' }, field: 'from' },
      { input: { ...NY, from: '2025-02-01', to: '2025-01-01' }, field: 'to' },
      { input: { ...NY, from: '2020-01-01', to: '2031-01-01' }, field: 'to' },
      { input: { ...NY, from: '2025-01-01', to: '2025-02-01', bodies: ['Nibiru'] }, field: 'bodies[0]' },
      { input: { ...NY, from: '2025-01-01', to: '2025-02-01', houseSystem: 'Equal Houses' }, field: 'houseSystem' },
    ],
  },
  'POST /transit-timeline': {
    valid: [
      { birth: NY, from: '2025-01-01', to: '2026-01-01' },
      { birth: UNTIMED, from: '2025-01-01', to: '2025-04-01', transitBodies: ['Mars', 'Saturn'], natalPoints: ['Sun', 'Moon'], aspects: ['conjunction', 'square'], orbProfile: 'vedic' },
    ],
    invalid: [
      { input: { birth: NY, to: '2025-02-01' }, field: 'from' },
      { input: { birth: NY, from: '2025-02-01', to: '2025-01-01' }, field: 'to' },
      { input: { birth: NY, from: '2020-01-01', to: '2041-01-01' }, field: 'to' },
      { input: { birth: NY, from: '2025-01-01', to: '2025-02-01', transitBodies: ['Vertex'] }, field: 'transitBodies[0]' },
      { input: { birth: NY, from: '2025-01-01', to: '2025-02-01', natalPoints: ['MC'] }, field: 'natalPoints[0]' },
      { input: { birth: NY, from: '2025-01-01', to: '2025-02-01', aspects: ['squre'] }, field: 'aspects[0]' },
      { input: { birth: NY, from: '2025-01-01', to: '2025-02-01', include: ['eclipses'] }, field: 'include[0]' },
    ],
  },
  'POST /birth-time-sensitivity': {
    valid: [
      { birth: NY, plusMinusMinutes: 30 },
      { birth: NY, plusMinusMinutes: 10, houseSystem: 'Whole', orbProfile: 'tight', ayanamsa: 'Lahiri' },
    ],
    invalid: [
      { input: { birth: NY }, field: 'plusMinusMinutes' },
      { input: { birth: NY, plusMinusMinutes: 0 }, field: 'plusMinusMinutes' },
      { input: { birth: NY, plusMinusMinutes: 721 }, field: 'plusMinusMinutes' },
      { input: { birth: UNTIMED, plusMinusMinutes: 30 }, field: 'birth.birthTime' },
    ],
  },
  'POST /transit-timeline/chart': {
    valid: [
      { birth: NY, from: '2025-01-01', to: '2026-01-01' },
      { birth: NY, from: '2025-01-01', to: '2025-07-01', transitBodies: ['Saturn', 'Pluto'], chart: { width: 800, theme: 'dark', title: 'Half a year' } },
    ],
    invalid: [
      { input: { birth: NY, to: '2025-02-01' }, field: 'from' },
      { input: { birth: NY, from: '2025-01-01', to: '2025-02-01', chart: { width: 100 } }, field: 'chart.width' },
      { input: { birth: NY, from: '2025-01-01', to: '2025-02-01', chart: { theme: 'neon' } }, field: 'chart.theme' },
    ],
  },
  'POST /graphic-ephemeris': {
    valid: [
      { from: '2025-01-01', to: '2026-01-01' },
      { from: '2025-01-01', to: '2025-07-01', bodies: ['Mars', 'Saturn'], harmonic: 8, birth: NY, natalPoints: ['Sun', 'Ascendant'], chart: { theme: 'dark' } },
    ],
    invalid: [
      { input: { to: '2025-02-01' }, field: 'from' },
      { input: { from: '2025-01-01', to: '2025-02-01', harmonic: 3 }, field: 'harmonic' },
      { input: { from: '2025-01-01', to: '2025-02-01', bodies: ['Vertex'] }, field: 'bodies[0]' },
    ],
  },
  'POST /astrocartography': {
    valid: [
      { birth: NY },
      { birth: PARIS, bodies: ['Sun', 'Moon', 'Chiron'], mode: 'zodiacal', horizon: 'apparent', latitudeStep: 2 },
    ],
    invalid: [
      { input: { birth: { ...NY, birthTime: undefined } }, field: 'birth.birthTime' },
      { input: { birth: NY, bodies: ['Vertex'] }, field: 'bodies[0]' },
      { input: { birth: NY, mode: 'mundo' }, field: 'mode' },
      { input: { birth: NY, latitudeStep: 0.1 }, field: 'latitudeStep' },
    ],
  },
  'POST /astrocartography/map': {
    valid: [
      { birth: NY, bodies: ['Sun', 'Venus'], chart: { projection: 'equal-earth', theme: 'dark', parans: true, localSpace: true } },
      { birth: PARIS, chart: { width: 600 } },
    ],
    invalid: [
      { input: { birth: NY, chart: { projection: 'mercator' } }, field: 'chart.projection' },
      { input: { birth: NY, chart: { cities: 500 } }, field: 'chart.cities' },
    ],
  },
  'POST /relocated-chart': {
    valid: [
      { birth: NY, latitude: 51.5074, longitude: -0.1278 },
      { birth: PARIS, latitude: -33.87, longitude: 151.21, houseSystem: 'Whole', zodiac: 'sidereal' },
    ],
    invalid: [
      { input: { birth: NY, latitude: 91, longitude: 0 }, field: 'latitude' },
      { input: { birth: NY, latitude: 51.5 }, field: 'longitude' },
      { input: { birth: { ...NY, birthTime: undefined }, latitude: 51.5, longitude: 0 }, field: 'birth.birthTime' },
    ],
  },
  'GET /calendars/{kind}.ics': {
    valid: ['kind=lunations&from=2025-01-01&to=2025-12-31', 'kind=stations&from=2025-01-01&to=2025-12-31&bodies=Mercury,Venus', 'kind=retrogrades&from=2025-01-01&to=2025-12-31'],
    invalid: [
      { input: 'kind=comets&from=2025-01-01&to=2025-12-31', field: 'kind' },
      { input: 'kind=lunations&from=2025-13-01&to=2025-12-31', field: 'from' },
      { input: 'kind=void-of-course&from=2020-01-01&to=2025-12-31', field: 'to' },
    ],
  },
  'POST /progression-timeline': {
    valid: [
      { birth: NY, from: '2025-01-01', to: '2035-01-01' },
      { birth: UNTIMED, from: '2025-01-01', to: '2030-01-01', progressedBodies: ['Moon', 'Venus'], natalPoints: ['Sun'], aspects: ['trine'], orb: 2 },
    ],
    invalid: [
      { input: { birth: NY, to: '2030-01-01' }, field: 'from' },
      { input: { birth: NY, from: '1980-01-01', to: '2030-01-01' }, field: 'from' },
      { input: { birth: NY, from: '2025-01-01', to: '2126-01-01' }, field: 'to' },
      { input: { birth: NY, from: '2025-01-01', to: '2030-01-01', progressedBodies: ['Vertex'] }, field: 'progressedBodies[0]' },
      { input: { birth: NY, from: '2025-01-01', to: '2030-01-01', orb: 0 }, field: 'orb' },
    ],
  },
  'POST /direction-timeline': {
    valid: [
      { birth: NY, from: '2025-01-01', to: '2035-01-01' },
      { birth: UNTIMED, from: '2025-01-01', to: '2030-01-01', directedPoints: ['Sun'], natalPoints: ['Moon', 'Mars'], key: 'naibod', orb: 1.5 },
    ],
    invalid: [
      { input: { birth: NY, from: '2030-01-01', to: '2025-01-01' }, field: 'to' },
      { input: { birth: NY, from: '2025-01-01', to: '2030-01-01', key: 'ptolemy' }, field: 'key' },
      { input: { birth: NY, from: '2025-01-01', to: '2030-01-01', directedPoints: ['MC'] }, field: 'directedPoints[0]' },
    ],
  },
  'POST /returns-in-range': {
    valid: [
      { birth: NY, body: 'Saturn', from: '2018-01-01', to: '2022-01-01' },
      { birth: UNTIMED, body: 'Moon', from: '2025-01-01', to: '2025-06-01' },
    ],
    invalid: [
      { input: { birth: NY, from: '2018-01-01', to: '2022-01-01' }, field: 'body' },
      { input: { birth: NY, body: 'Vertex', from: '2018-01-01', to: '2022-01-01' }, field: 'body' },
      { input: { birth: NY, body: 'Saturn', from: '2018-01-01', to: '2122-01-01' }, field: 'to' },
    ],
  },
  'GET /heliacal-events': {
    valid: ['from=2024-01-01&to=2025-01-01&latitude=36&longitude=25&bodies=Venus,Jupiter', 'from=2024-01-01&to=2024-06-01&latitude=-33.9&longitude=151.2'],
    invalid: [
      { input: 'to=2025-01-01&latitude=36&longitude=25', field: 'from' },
      { input: 'from=2024-01-01&to=2025-01-01&longitude=25', field: 'latitude' },
      { input: 'from=2024-01-01&to=2025-01-01&latitude=100&longitude=25', field: 'latitude' },
      { input: 'from=2024-01-01&to=2025-01-01&latitude=36&longitude=25&bodies=Venus,Uranus', field: 'bodies' },
      { input: 'from=2024-01-01&to=2036-01-01&latitude=36&longitude=25', field: 'to' },
      { input: 'from=2024-13-01&to=2025-01-01&latitude=36&longitude=25', field: 'from' },
    ],
  },
  'GET /venus-cycle': {
    valid: ['from=2025-01-01&to=2026-12-31', 'from=2025-01-01T00:00:00Z&to=2025-06-01T00:00:00Z&latitude=51.5&longitude=0'],
    invalid: [
      { input: 'to=2026-01-01', field: 'from' },
      { input: 'from=2026-01-01&to=2025-01-01', field: 'to' },
      { input: 'from=2000-01-01&to=2030-01-01', field: 'to' },
      { input: 'from=2025-01-01&to=2026-01-01&latitude=51.5', field: 'longitude' },
      { input: 'from=2025-01-01&to=2026-01-01&latitude=51.5&longitude=200', field: 'longitude' },
      { input: 'from=2025-01-01&to=2026-01-01&place=London', field: 'place' },
    ],
  },
  'POST /prenatal-lunation': {
    valid: [NY, UNTIMED, PARIS, { ...NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' }],
    invalid: [
      { input: { ...NY, zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { birthDate: '1990-07-15', latitude: 40.7 }, field: 'longitude' },
      { input: { ...NY, birthDate: '1990-02-30' }, field: 'birthDate' },
      { input: { ...NY, birthTime: '24:00' }, field: 'birthTime' },
      { input: { ...NY, houseSystem: 'Koch' }, field: 'houseSystem' },
    ],
  },
  'POST /aspect-patterns': {
    valid: [NY, UNTIMED, { ...PARIS, orbProfile: 'tight' }, { ...NY, zodiac: 'sidereal' }],
    invalid: [
      { input: { ...NY, zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { birthDate: '1990-07-15', latitude: 40.7 }, field: 'longitude' },
      { input: { ...NY, orbProfile: 'loose' }, field: 'orbProfile' },
    ],
  },
  'POST /chart-shape': {
    valid: [NY, UNTIMED, { ...NY, ayanamsa: 'Lahiri' }],
    invalid: [
      { input: { ...NY, ayanamsa: 'lahiri' }, field: 'ayanamsa' },
      { input: { ...NY, latitude: -91 }, field: 'latitude' },
      { input: { ...NY, birthTime: '2:30' }, field: 'birthTime' },
    ],
  },
  'POST /hemispheric-emphasis': {
    valid: [NY, PARIS, { ...NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' }],
    invalid: [
      { input: { ...NY, zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: UNTIMED, field: 'birthTime' },
      { input: { ...NY, houseSystem: 'Koch' }, field: 'houseSystem' },
    ],
  },
  'POST /quadrant-emphasis': {
    valid: [NY, PARIS, { ...NY, ayanamsa: 'Raman' }],
    invalid: [
      { input: { ...NY, zodiac: 'equatorial' }, field: 'zodiac' },
      { input: UNTIMED, field: 'birthTime' },
      { input: { ...NY, timezone: 'Mars/Olympus' }, field: 'timezone' },
    ],
  },
  'POST /planetary-joys': {
    valid: [NY, { ...PARIS, houseSystem: 'Whole' }, { ...NY, zodiac: 'sidereal', houseSystem: 'PullenSD' }],
    invalid: [
      { input: { ...NY, zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: UNTIMED, field: 'birthTime' },
      { input: { ...NY, houseSystem: 'Equal Houses' }, field: 'houseSystem' },
    ],
  },
  'GET /decans': {
    valid: ['longitude=135', 'sign=Scorpio', 'sign=Pisces&decan=3', ''],
    invalid: [
      { input: 'longitude=360', field: 'longitude' },
      { input: 'longitude=10&sign=Aries', field: 'sign' },
      { input: 'decan=2', field: 'sign' },
      { input: 'sign=Aries&decan=4', field: 'decan' },
      { input: 'sign=aries', field: 'sign' },
    ],
  },
  'GET /interpretations/planet-in-sign': {
    valid: ['body=Venus&sign=Taurus', 'body=NorthNodeMean&sign=Leo', 'body=LilithTrue&sign=Pisces&locale=en'],
    invalid: [
      { input: 'body=Ceres&sign=Leo', field: 'body' },
      { input: 'body=Sun&sign=leo', field: 'sign' },
      { input: 'body=Sun', field: 'sign' },
      { input: 'body=Sun&sign=Leo&locale=it', field: 'locale' },
    ],
  },
  'GET /interpretations/planet-in-house': {
    valid: ['body=Saturn&house=10', 'body=Chiron&house=1&locale=en'],
    invalid: [
      { input: 'body=Saturn&house=13', field: 'house' },
      { input: 'body=Saturn&house=1.5', field: 'house' },
      { input: 'house=2', field: 'body' },
    ],
  },
  'GET /interpretations/aspect': {
    valid: ['body1=Sun&body2=Moon&aspect=square', 'body1=Midheaven&body2=Saturn&aspect=trine', 'body1=Venus&body2=Mars&aspect=quincunx&locale=en'],
    invalid: [
      { input: 'body1=Sun&body2=Sun&aspect=trine', field: 'body2' },
      { input: 'body1=Ascendant&body2=Midheaven&aspect=square', field: 'body2' },
      { input: 'body1=Sun&body2=Ceres&aspect=trine', field: 'body2' },
      { input: 'body1=Sun&body2=Moon&aspect=novile', field: 'aspect' },
    ],
  },
  'GET /interpretations/houses': {
    valid: ['house=1', 'house=12&locale=en'],
    invalid: [
      { input: 'house=0', field: 'house' },
      { input: '', field: 'house' },
    ],
  },
  'GET /interpretations/houses/{house}': {
    valid: ['house=10', 'house=1&locale=en'],
    invalid: [
      { input: 'house=13', field: 'house' },
      { input: 'house=0', field: 'house' },
      { input: 'house=abc', field: 'house' },
      { input: 'house=10&locale=it', field: 'locale' },
    ],
  },
  'GET /places': {
    valid: ['q=Ulm', 'q=Paris, Texas&limit=3', 'q=zurich&country=CH', 'q=Zurihc'],
    invalid: [
      { input: 'q=', field: 'q' },
      { input: 'q=Ulm&limit=0', field: 'limit' },
      { input: 'q=Ulm&country=Atlantis', field: 'country' },
      { input: 'limit=3', field: 'q' },
    ],
  },
  'GET /places/nearest': {
    valid: ['latitude=48.4&longitude=10', 'latitude=-33.87&longitude=151.21'],
    invalid: [
      { input: 'latitude=91&longitude=10', field: 'latitude' },
      { input: 'latitude=48', field: 'longitude' },
    ],
  },
  'GET /signs/{sign}': {
    valid: ['sign=Scorpio', 'sign=Pisces&locale=en'],
    invalid: [
      { input: 'sign=scorpio', field: 'sign' },
      { input: 'sign=Leo&locale=it', field: 'locale' },
      { input: 'sign=Leo&extra=1', field: 'extra' },
    ],
  },
  'POST /natal-report': {
    valid: [NY, UNTIMED, { ...PARIS, aspectLimit: 3, locale: 'en' }, { ...NY, houseSystem: 'EqualMC' }, { ...NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' }],
    invalid: [
      { input: { ...NY, zodiac: 'tropical', ayanamsa: 'FaganBradley' }, field: 'ayanamsa' },
      { input: { ...NY, aspectLimit: 41 }, field: 'aspectLimit' },
      { input: { ...NY, latitude: 91 }, field: 'latitude' },
      { input: { ...NY, locale: 'it' }, field: 'locale' },
      { input: { latitude: 1, longitude: 2 }, field: 'birthDate' },
    ],
  },
  'POST /transit-report': {
    valid: [
      { birth: NY, from: '2025-01-01', to: '2025-04-01' },
      { birth: PARIS, from: '2025-01-01', to: '2025-03-01', limit: 3, orbProfile: 'modern-western', houseSystem: 'Whole', locale: 'en' },
      { birth: UNTIMED, from: '2025-01-01', to: '2025-02-01' },
    ],
    invalid: [
      { input: { birth: NY, from: '2025-01-01', to: '2028-01-02' }, field: 'to' },
      { input: { birth: NY, from: '2025-01-01', to: '2025-02-01', limit: 0 }, field: 'limit' },
      { input: { birth: NY, from: '2025-01-01', to: '2025-02-01', locale: 'it' }, field: 'locale' },
      { input: { birth: { ...NY, latitude: 91 }, from: '2025-01-01', to: '2025-02-01' }, field: 'birth.latitude' },
      { input: { birth: NY, to: '2025-02-01' }, field: 'from' },
    ],
  },
  'POST /solar-return-report': {
    valid: [{ birth: NY, year: 2025 }, { birth: PARIS, year: 2024, latitude: 51.5, longitude: -0.12, houseSystem: 'Koch', locale: 'en' }],
    invalid: [
      { input: { birth: UNTIMED, year: 2025 }, field: 'birth.birthTime' },
      { input: { birth: NY, year: 1980 }, field: 'year' },
      { input: { birth: NY, year: 2025, locale: 'it' }, field: 'locale' },
      { input: { birth: NY }, field: 'year' },
    ],
  },
  'GET /degree-symbols': {
    valid: ['sign=Aries&degree=1', 'longitude=135.5', 'sign=Pisces&degree=30&locale=en'],
    invalid: [
      { input: 'sign=Aries&degree=31', field: 'degree' },
      { input: 'longitude=10&sign=Aries', field: 'sign' },
      { input: 'sign=Leo', field: 'degree' },
      { input: 'longitude=360', field: 'longitude' },
    ],
  },
  'POST /natal-chart/wheel': {
    valid: [
      NY,
      { ...PARIS, wheel: { theme: 'dark', size: 480, orientation: 'aries-left', aspects: ['trine', 'square'] } },
      { ...NY, wheel: { idPrefix: 'chart-a-' } },
      { ...UNTIMED, wheel: { theme: 'mono', bodies: ['Sun', 'Moon', 'Ceres'], points: [{ name: 'Regulus', longitude: 150.1 }], partOfFortune: true } },
      { ...NY, houseSystem: 'EqualAries' },
      { ...NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
    ],
    invalid: [
      { input: { ...NY, latitude: 91 }, field: 'latitude' },
      { input: { ...NY, zodiac: 'draconic' }, field: 'zodiac' },
      { input: { ...NY, wheel: { size: 100 } }, field: 'wheel.size' },
      { input: { ...NY, wheel: { theme: 'neon' } }, field: 'wheel.theme' },
      { input: { ...NY, wheel: { idPrefix: 'two words' } }, field: 'wheel.idPrefix' },
      { input: { ...NY, wheel: { idPrefix: '9lives' } }, field: 'wheel.idPrefix' },
      { input: { ...NY, wheel: { bodies: ['Vulcan'] } }, field: 'wheel.bodies[0]' },
      { input: { ...NY, birthDate: '1990-02-30' }, field: 'birthDate' },
      { input: { ...NY, houseSystem: 'Gauquelin' }, field: 'houseSystem' },
    ],
  },
  'POST /synastry/wheel': {
    valid: [
      { personA: NY, personB: PARIS },
      { personA: NY, personB: UNTIMED, houseSystem: 'Koch', wheel: { theme: 'print', orbProfile: 'tight' } },
      { personA: NY, personB: PARIS, zodiac: 'sidereal', ayanamsa: 'Raman' },
    ],
    invalid: [
      { input: { personA: NY }, field: 'personB' },
      { input: { personA: NY, personB: PARIS, zodiac: 'tropical', ayanamsa: 'Raman' }, field: 'ayanamsa' },
      { input: { personA: NY, personB: { ...PARIS, birthDate: '1992-02-30' } }, field: 'personB.birthDate' },
      { input: { personA: NY, personB: PARIS, wheel: { orientation: 'up' } }, field: 'wheel.orientation' },
    ],
  },
  'POST /transits/wheel': {
    valid: [
      { birth: NY, at: '2024-07-15T12:00:00Z' }, { birth: PARIS, at: '2030-01-01', wheel: { theme: 'dark' } },
      { birth: NY, at: '2024-07-15T12:00:00Z', zodiac: 'sidereal', ayanamsa: 'FaganBradley' },
      { birth: NY, at: '2024-07-15T12:00:00Z', ayanamsa: { epochJdTt: 2451545, valueDeg: 24 } },
    ],
    invalid: [
      { input: { birth: NY, at: '2024-07-15T12:00:00Z', zodiac: 'tropical', ayanamsa: 'Lahiri' }, field: 'ayanamsa' },
      { input: { birth: NY, at: '2024-07-15T12:00:00Z', zodiac: 'sidereal', ayanamsa: 'Fagan' }, field: 'ayanamsa' },
      { input: { birth: NY }, field: 'at' },
      { input: { birth: NY, at: '2024-07-15T12:00' }, field: 'at' },
      { input: { birth: { ...NY, longitude: 200 }, at: '2024-07-15' }, field: 'birth.longitude' },
    ],
  },
};

/**
 * The tools Urania offers an AI assistant over the Model Context Protocol (issue 30): one row per record a person
 * would ask for, each naming the HTTP route that computes it (its schema is the tool's input schema, its answer
 * the tool's structured output) and a description written for a model: what it answers, what the inputs mean, the
 * units. Adding a tool is adding a row (docs/mcp.md).
 */
export interface McpToolRow {
  /** The tool's name: the record's library function (one name across record, route, tool and doc). */
  readonly name: string;
  /** The route that computes it, as `METHOD /path` below the API prefix. */
  readonly route: string;
  readonly description: string;
}

const BIRTH =
  'A birth is birthDate (YYYY-MM-DD) and birthTime (HH:MM, local wall-clock time; omit it when unknown: no houses then) with either place (a place name such as "Zürich" or "Athens, Greece", looked up in the offline atlas) or latitude and longitude in decimal degrees (north and east positive) and optionally timezone (an IANA name such as Europe/Zurich).';
const UNITS = 'Longitudes are ecliptic degrees 0–360 (0 = 0° Aries); orbs are degrees; instants are ISO 8601 UTC.';

export const MCP_TOOLS: readonly McpToolRow[] = [
  {
    name: 'natalChart',
    route: 'POST /natal-chart',
    description: `The natal (birth) chart: the Sun, Moon and planets with their signs, degrees and houses, the Ascendant and Midheaven, the aspects between them and the element/modality balance. Use it for "what is my sign / rising / Moon", "read my chart". ${BIRTH} ${UNITS}`,
  },
  {
    name: 'natalReport',
    route: 'POST /natal-report',
    description: `A written interpretation of a birth chart in sections (signs, houses, aspects, patterns), in plain words, ready to quote to the person. ${BIRTH}`,
  },
  {
    name: 'transitsToNatal',
    route: 'POST /transits',
    description: `The aspects today's (or a given instant's) planets make to a birth chart's planets and angles, with their orbs: what is "happening to me now". ${BIRTH} The instant is \`at\` (ISO 8601); without it, now. ${UNITS}`,
  },
  {
    name: 'transitTimeline',
    route: 'POST /transit-timeline',
    description: `The transits to a birth chart over a date range: for each contact when it begins, is exact (every pass of a retrograde loop) and ends. Use it for "my year ahead", "when does Saturn square my Sun". ${BIRTH} The range is from and to (YYYY-MM-DD). ${UNITS}`,
  },
  {
    name: 'synastry',
    route: 'POST /synastry',
    description: `Relationship comparison of two births: the aspects between person A's and person B's planets and a compatibility summary. Each person is a birth: ${BIRTH}`,
  },
  {
    name: 'compositeChart',
    route: 'POST /composite',
    description: `The composite chart of a relationship (midpoints of two births' planets), with its houses when both birth times are known. Each person is a birth: ${BIRTH}`,
  },
  {
    name: 'progressedChart',
    route: 'POST /progressions',
    description: `Secondary progressions (a day after birth for each year of life) of a birth chart to a date: progressed positions and their aspects to the natal chart. ${BIRTH} ${UNITS}`,
  },
  {
    name: 'solarReturnChart',
    route: 'POST /returns/solar',
    description: `The solar return: the chart for the instant the Sun comes back to its birth position in a given year (the "birthday chart" astrologers read for the year ahead). ${BIRTH} ${UNITS}`,
  },
  {
    name: 'dailyHoroscope',
    route: 'GET /horoscope/daily',
    description:
      'The daily horoscope of a zodiac sign (sun-sign column): a written forecast for the day from the real sky, with the day\'s events and ratings. sign is an English sign name (Aries…Pisces); date is YYYY-MM-DD (default today).',
  },
  {
    name: 'weeklyHoroscope',
    route: 'GET /horoscope/weekly',
    description: 'The weekly horoscope of a zodiac sign: the written forecast for the week (Monday to Sunday) and its key days. sign is Aries…Pisces; date is any day of the week (YYYY-MM-DD, default this week).',
  },
  {
    name: 'monthlyHoroscope',
    route: 'GET /horoscope/monthly',
    description: 'The monthly horoscope of a zodiac sign: the written forecast for a calendar month and its key dates. sign is Aries…Pisces; year and month as numbers (default this month).',
  },
  {
    name: 'yearlyHoroscope',
    route: 'GET /horoscope/yearly',
    description: 'The yearly horoscope of a zodiac sign: the forecast for a calendar year (the big planets\' movements through the sign\'s houses, eclipses). sign is Aries…Pisces; year is a number (default this year).',
  },
  {
    name: 'moonPhase',
    route: 'GET /moon/phase',
    description: 'The Moon\'s phase at an instant: its name (New Moon, Waxing Crescent…), illuminated fraction 0–1, age in days, and the Moon\'s sign. date is the instant (ISO 8601 date or date-time; default now).',
  },
  {
    name: 'voidOfCourse',
    route: 'GET /moon/void-of-course',
    description: 'Whether the Moon is void of course at an instant (no more major aspects before it leaves its sign), with the period\'s start and end. date is the instant (ISO 8601 date or date-time; default now).',
  },
  {
    name: 'findMoonPhases',
    route: 'GET /moon/phases',
    description: 'New Moons, first quarters, Full Moons and last quarters in a date range, each with its instant (UTC) and sign. from and to are YYYY-MM-DD.',
  },
  {
    name: 'findEclipses',
    route: 'GET /eclipses',
    description: 'Solar and lunar eclipses in a date range: kind (total, annular, partial, penumbral…), instant of greatest eclipse (UTC) and its sign and degree. from and to are YYYY-MM-DD.',
  },
  {
    name: 'findIngresses',
    route: 'GET /ingresses',
    description: 'When planets change sign in a date range (ingresses), with the sign left and the sign entered. from and to are YYYY-MM-DD.',
  },
  {
    name: 'retrogradeCalendar',
    route: 'GET /retrogrades',
    description: 'Every retrograde period of a year: the planet, when it stations retrograde and direct, and the degrees of both stations. year is a number (e.g. 2026).',
  },
  {
    name: 'panchang',
    route: 'GET /panchang',
    description:
      'The Hindu Panchang of a day at a place: tithi, nakshatra, yoga, karana, vara, sunrise and sunset, Rahu kalam and the other periods, with their end times. date is YYYY-MM-DD; latitude/longitude in decimal degrees (north and east positive) and timezone (an IANA name such as Asia/Kolkata).',
  },
  {
    name: 'vedicChart',
    route: 'POST /vedic/chart',
    description: `A Vedic (sidereal, Lahiri by default) birth chart: grahas in rashis and bhavas, nakshatras and padas, and the graha drishti (aspects). ${BIRTH}`,
  },
  {
    name: 'natalDasha',
    route: 'POST /vedic/dasha',
    description: `The Vimshottari dasha periods of a birth (planetary periods of the Vedic tradition, from the Moon's nakshatra): mahadashas with their sub-periods and dates. ${BIRTH}`,
  },
  {
    name: 'vedicYogas',
    route: 'POST /vedic/yogas',
    description: `The classical yogas (planetary combinations of Jyotish: Gajakesari, the Mahapurusha yogas, Raja and Dhana yogas, Nabhasa yogas…) present in a birth chart, each with its rule, its classical source and the planets that form it. ${BIRTH}`,
  },
  {
    name: 'vedicDoshas',
    route: 'POST /vedic/doshas',
    description: `The doshas of a birth chart: Manglik (Kuja) from the Ascendant, Moon and Venus with its cancellations, and Kaal Sarp with its type. ${BIRTH}`,
  },
  {
    name: 'sadeSati',
    route: 'POST /vedic/sade-sati',
    description: `Sade Sati (Saturn's 7½ years over the natal Moon, in three phases) and Dhaiya periods over a span of years, from Saturn's sidereal sign changes. ${BIRTH}`,
  },
  {
    name: 'vedicCompatibility',
    route: 'POST /vedic/compatibility',
    description: `Vedic marriage matching of two births: the ashtakoot (36-point guna milan) score, the ten South Indian poruthams, each chart's Manglik status and a verdict. ${BIRTH}`,
  },
  {
    name: 'findPlaces',
    route: 'GET /places',
    description: 'Search the offline atlas (GeoNames) for a place by name: candidates with country, region, latitude, longitude, time zone and population, best first. q is the name typed by the person (typos are tolerated).',
  },
];

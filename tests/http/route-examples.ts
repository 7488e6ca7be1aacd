/**
 * For every route of URANIA_ROUTES: valid requests, and bad requests each naming the parameter that must be
 * reported. tests/http/routes.test.ts fails when a route of the table has no entry here.
 */
export interface RouteExamples {
  /** Query strings (GET) or bodies (POST) that must answer 200. */
  readonly valid: readonly (string | Record<string, unknown>)[];
  /** Requests that must answer 400 with `field` among the problem's `errors`. */
  readonly invalid: readonly { readonly input: string | Record<string, unknown>; readonly field: string }[];
}

export const ROUTE_EXAMPLES: Readonly<Record<string, RouteExamples>> = {
  'GET /houses': {
    valid: [
      'date=2024-03-20T12:00:00Z&latitude=48.85&longitude=2.35',
      'date=1900-06-01&timezone=Europe/Paris&latitude=48.85&longitude=2.35&houseSystem=Koch',
      'date=2150-12-31T23:59:59%2B05:30&latitude=-33.9&longitude=151.2&houseSystem=Whole',
      'date=2000-01-01T00:00:00Z&latitude=80&longitude=0&houseSystem=Placidus',
    ],
    invalid: [
      { input: 'latitude=48.85&longitude=2.35', field: 'date' },
      { input: 'date=2024-13-01&latitude=48.85&longitude=2.35', field: 'date' },
      { input: 'date=2024-02-30&latitude=48.85&longitude=2.35', field: 'date' },
      { input: 'date=1700-01-01&latitude=48.85&longitude=2.35', field: 'date' },
      { input: 'date=2024-03-20T12:00:00&latitude=48.85&longitude=2.35', field: 'date' },
      { input: 'date=2024-03-20&latitude=91&longitude=2.35', field: 'latitude' },
      { input: 'date=2024-03-20&latitude=north&longitude=2.35', field: 'latitude' },
      { input: 'date=2024-03-20&latitude=48&longitude=-180.5', field: 'longitude' },
      { input: 'date=2024-03-20&latitude=48', field: 'longitude' },
      { input: 'date=2024-03-20&latitude=48&longitude=2&houseSystem=placidus', field: 'houseSystem' },
      { input: 'date=2024-03-20&latitude=48&longitude=2&timezone=Mars/Olympus', field: 'timezone' },
      { input: 'date=2024-03-20&latitude=48&longitude=2&system=Koch', field: 'system' },
    ],
  },
};

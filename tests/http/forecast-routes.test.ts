/**
 * Issue 27 over HTTP: `Accept: text/calendar` on the event routes, the `GET /calendars/{kind}.ics` feeds (read by
 * ical.js, default window from the request's day, stable UIDs), and the forecast pictures as SVG and PNG.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useInlineServer } from './inline-server.js';
import { findMoonPhases } from '../../src/records/index.js';
import { parseXml } from '../chart-wheel/xml.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const events = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));

describe('calendars and forecast pictures over HTTP', () => {
  const { inject, auth } = useInlineServer();

  it('answers the event routes as iCalendar with Accept: text/calendar, JSON otherwise', async () => {
    const ics = await inject({ url: '/api/v1/moon/phases?from=2025-01-01&to=2025-03-01', headers: { ...auth, accept: 'text/calendar' } });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const want = findMoonPhases({ from: '2025-01-01T00:00:00.000Z', to: '2025-03-01T00:00:00.000Z' });
    expect(events(ics.body).map((e) => e.summary)).toEqual(want.map((p) => `${p.phase} in ${p.sign}`));
    const json = await inject({ url: '/api/v1/moon/phases?from=2025-01-01&to=2025-03-01', headers: auth });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    for (const url of ['/api/v1/eclipses?from=2024-01-01&to=2025-12-31', '/api/v1/ingresses?from=2025-01-01&to=2025-03-01&bodies=Mars', '/api/v1/retrogrades?year=2025', '/api/v1/moon/void-of-course/periods?from=2025-01-01&to=2025-01-10']) {
      const r = await inject({ url, headers: { ...auth, accept: 'text/calendar' } });
      expect(r.statusCode, url).toBe(200);
      expect(events(r.body).length, url).toBeGreaterThan(0);
    }
    const timeline = await inject({ method: 'POST', url: '/api/v1/transit-timeline', headers: { ...auth, accept: 'text/calendar' }, payload: { birth: BIRTH, from: '2025-01-01', to: '2026-01-01' } });
    expect(timeline.statusCode).toBe(200);
    expect(events(timeline.body).some((e) => /natal Sun exact/.test(e.summary))).toBe(true);
  });

  it('serves /calendars/{kind}.ics feeds with stable UIDs, a window from today by default, and 400s naming the member', async () => {
    const a = await inject({ url: '/api/v1/calendars/lunations.ics?from=2025-01-01&to=2025-06-30', headers: auth });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const b = await inject({ url: '/api/v1/calendars/lunations.ics?from=2025-03-01&to=2025-09-30', headers: auth });
    const uidsA = new Map(events(a.body).map((e) => [e.startDate.toString(), e.uid]));
    const shared = events(b.body).filter((e) => uidsA.has(e.startDate.toString()));
    expect(shared.length).toBeGreaterThan(4);
    for (const e of shared) expect(e.uid).toBe(uidsA.get(e.startDate.toString()));
    for (const kind of ['eclipses', 'void-of-course', 'ingresses', 'stations', 'retrogrades']) {
      const r = await inject({ url: `/api/v1/calendars/${kind}.ics`, headers: auth });
      expect(r.statusCode, kind).toBe(200);
      expect(r.body.startsWith('BEGIN:VCALENDAR\r\n'), kind).toBe(true);
    }
    const bad = await inject({ url: '/api/v1/calendars/comets.ics', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('kind');
    const long = await inject({ url: '/api/v1/calendars/void-of-course.ics?from=2025-01-01&to=2030-01-01', headers: auth });
    expect(long.statusCode).toBe(400);
    expect(JSON.parse(long.body).errors[0].field).toBe('to');
    // A range before the year 0000 (iCalendar's first) names the parameter typed, not the first event found.
    const ancient = await inject({ url: '/api/v1/calendars/lunations.ics?from=-3000-01-01&to=-3000-02-01', headers: auth });
    expect(ancient.statusCode).toBe(400);
    expect(JSON.parse(ancient.body).errors[0].field).toBe('from');
    expect(ancient.body).not.toContain('events[');
  });

  it('draws the graphic ephemeris and the timeline chart as SVG, and PNG by Accept', async () => {
    const ge = await inject({ method: 'POST', url: '/api/v1/graphic-ephemeris', headers: auth, payload: { from: '2025-01-01', to: '2025-07-01', harmonic: 8, bodies: ['Saturn', 'Pluto'], birth: BIRTH } });
    expect(ge.statusCode).toBe(200);
    expect(ge.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(parseXml(ge.body).attributes.role).toBe('img');
    const tl = await inject({ method: 'POST', url: '/api/v1/transit-timeline/chart', headers: auth, payload: { birth: BIRTH, from: '2025-01-01', to: '2026-01-01', chart: { theme: 'dark' } } });
    expect(tl.statusCode).toBe(200);
    expect(tl.body).toContain('urania-timeline-title');
    const png = await inject({ method: 'POST', url: '/api/v1/transit-timeline/chart', headers: { ...auth, accept: 'image/png' }, payload: { birth: BIRTH, from: '2025-01-01', to: '2026-01-01', chart: { width: 600 } } });
    expect(png.statusCode).toBe(200);
    expect([...png.rawPayload.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const bad = await inject({ method: 'POST', url: '/api/v1/graphic-ephemeris', headers: auth, payload: { from: '2025-01-01', to: '2025-07-01', harmonic: 3 } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).errors[0].field).toBe('harmonic');
    const badChart = await inject({ method: 'POST', url: '/api/v1/transit-timeline/chart', headers: auth, payload: { birth: BIRTH, from: '2025-01-01', to: '2026-01-01', chart: { width: 5 } } });
    expect(badChart.statusCode).toBe(400);
    expect(JSON.parse(badChart.body).errors[0].field).toBe('chart.width');
  }, 60_000);
});

import { voidOfCourse } from '../../records/index.js';
import { VoidOfCourseStatus } from '../../schemas/index.js';
import { defineInstantRoute } from './instant-query.js';

/** `GET /moon/void-of-course`: whether the Moon is void of course at an instant, and until when (records `voidOfCourse`). */
export const VOID_OF_COURSE_ROUTE = defineInstantRoute({
  url: '/moon/void-of-course',
  tag: 'Moon',
  summary: 'Void-of-course Moon at an instant',
  description: 'Whether the Moon is void of course at an instant (default today, 00:00 in `timezone`), its sign, and when the void period ends.',
  response: VoidOfCourseStatus,
  example: 'date=2024-01-01T00:00:00Z',
  compute: (at) => voidOfCourse(at),
});

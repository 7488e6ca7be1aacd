import { describe, expect, it } from 'vitest';
import { aspects } from '../../src/records/aspects.js';
import { availableBodies } from '../../src/ephemeris/bodies.js';
import { bodyPosition } from '../../src/records/positions.js';
import { UraniaError } from '../../src/errors/urania-error.js';
import { aspectsAt } from '../../src/records/aspects.js';

const AT = '2024-03-20T12:00:00.000Z';

describe('aspectsAt (the /aspects record)', () => {
  it('equals the aspects among every body this build computes, observer points left out', () => {
    const bodies = availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex');
    const expected = aspects(bodies.map((b) => bodyPosition(b, AT)), { orbProfile: 'traditional' });
    expect(aspectsAt({ at: AT, orbProfile: 'traditional' })).toEqual({ at: AT, orbProfile: 'traditional', aspects: expected });
  });

  it('defaults to the modern-western profile', () => {
    expect(aspectsAt({ at: AT } as never).orbProfile).toBe('modern-western');
  });

  it('names a bad member', () => {
    try {
      aspectsAt({ at: AT, orbProfile: 'loose' as never });
      expect.unreachable();
    } catch (e) {
      expect((e as UraniaError).code).toBe('INVALID_ARGUMENT');
      expect((e as UraniaError).details.field).toBe('orbProfile');
    }
  });
});

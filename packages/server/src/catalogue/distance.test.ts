import { describe, expect, it } from 'vitest';
import { boundingBox, haversineKm } from './distance.js';

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

describe('haversineKm', () => {
  it('measures known city pairs', () => {
    expect(haversineKm(SYDNEY, MELBOURNE)).toBeCloseTo(713.4, 0);
    expect(haversineKm(LONDON, PARIS)).toBeCloseTo(343.6, 0);
    expect(haversineKm(SYDNEY, SYDNEY)).toBe(0);
  });
});

describe('boundingBox', () => {
  it('contains every point within the radius', () => {
    const box = boundingBox(SYDNEY, 800);
    for (const p of [MELBOURNE, { latitude: -33.8688, longitude: 151.2093 + 8.6 }]) {
      if (haversineKm(SYDNEY, p) > 800) continue;
      expect(p.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(p.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(p.longitude).toBeGreaterThanOrEqual(box.lng!.min);
      expect(p.longitude).toBeLessThanOrEqual(box.lng!.max);
    }
  });

  it('drops the longitude range across the antimeridian and near the poles', () => {
    expect(boundingBox({ latitude: -17.7, longitude: 178.4 }, 300).lng).toBeNull();
    expect(boundingBox({ latitude: 89.5, longitude: 0 }, 100).lng).toBeNull();
    expect(boundingBox(LONDON, 50).lng).not.toBeNull();
  });
});

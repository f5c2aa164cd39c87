import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES, mapTilesFrom } from './map-tiles.js';

describe('map tiles setting', () => {
  it('keeps OpenStreetMap when nothing is set, draws none for "none", else takes the template and attribution', () => {
    expect(mapTilesFrom(undefined, undefined)).toBe(DEFAULT_MAP_TILES);
    expect(mapTilesFrom('  ', 'ignored')).toBe(DEFAULT_MAP_TILES);
    expect(mapTilesFrom('none', undefined)).toEqual({ url: '' });
    expect(mapTilesFrom(' https://tiles.example.org/{z}/{x}/{y}.png ', '© Example')).toEqual({
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
  });
});

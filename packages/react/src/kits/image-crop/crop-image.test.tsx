import { describe, expect, it } from 'vitest';
import { centredSquare, jpegName } from './crop-image.js';

describe('crop-image', () => {
  it('crops the largest centred square when the member did not move the crop', () => {
    expect(centredSquare(80, 40)).toEqual({ x: 20, y: 0, width: 40, height: 40 });
    expect(centredSquare(30, 90)).toEqual({ x: 0, y: 30, width: 30, height: 30 });
    expect(centredSquare(50, 50)).toEqual({ x: 0, y: 0, width: 50, height: 50 });
  });

  it('names the cropped JPEG after the chosen file', () => {
    expect(jpegName('me.png')).toBe('me.jpg');
    expect(jpegName('.gif')).toBe('profile.jpg');
  });
});

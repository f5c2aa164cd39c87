import { afterEach, describe, expect, it } from 'vitest';
import { inlineStep, readsRightToLeft } from './inline-direction.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inlineStep', () => {
  it('left to right: ArrowRight forward, ArrowLeft back, other keys nothing', () => {
    document.body.innerHTML = '<div><button>x</button></div>';
    const button = document.querySelector('button')!;
    expect(readsRightToLeft(button)).toBe(false);
    expect([inlineStep('ArrowRight', button), inlineStep('ArrowLeft', button), inlineStep('ArrowDown', button), inlineStep('Home', button)]).toEqual([1, -1, 0, 0]);
  });

  it('right to left (the nearest dir): ArrowLeft forward, ArrowRight back', () => {
    document.body.innerHTML = '<div dir="rtl"><p><button>x</button></p><div dir="ltr"><button id="inner">y</button></div></div>';
    const [outer, inner] = [...document.querySelectorAll('button')];
    expect(readsRightToLeft(outer!)).toBe(true);
    expect([inlineStep('ArrowLeft', outer!), inlineStep('ArrowRight', outer!)]).toEqual([1, -1]);
    expect([inlineStep('ArrowLeft', inner!), inlineStep('ArrowRight', inner!)]).toEqual([-1, 1]);
  });
});

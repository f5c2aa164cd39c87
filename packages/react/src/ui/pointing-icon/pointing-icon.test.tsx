import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PointingIcon } from './pointing-icon.js';
import { pointingIconCss } from './pointing-icon.css.js';
import { BackButton } from '../back-button/back-button.js';
import { Pagination } from '../pagination/pagination.js';

const glyphs = (root: ParentNode) => [...root.querySelectorAll('.sa-pointing')].map((icon) => [icon.textContent, icon.getAttribute('aria-hidden')]);

describe('PointingIcon (issue 28: what points along the line turns in right to left)', () => {
  it('is decoration, drawn left to right and turned as a whole under dir=rtl', () => {
    const { container } = render(<PointingIcon glyph="▸" className="sa-marker" />);
    expect(container.innerHTML).toBe('<span class="sa-pointing sa-marker" aria-hidden="true">▸</span>');
    // The character's own bidi mirroring is off (direction: ltr in an isolate), so the turn happens once.
    expect(pointingIconCss).toContain('.sa-pointing { display: inline-block; direction: ltr; unicode-bidi: isolate; }');
    expect(pointingIconCss).toContain('.sa-pointing:dir(rtl) { transform: scaleX(-1); }');
  });

  it('is the back button’s chevron and the pagination’s steps', () => {
    const { container } = render(
      <>
        <BackButton onBack={vi.fn()} />
        <Pagination page={2} pageSize={10} total={50} onChange={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(glyphs(container)).toEqual([
      ['‹', 'true'],
      ['«', 'true'],
      ['‹', 'true'],
      ['›', 'true'],
      ['»', 'true'],
    ]);
  });
});

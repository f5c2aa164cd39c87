import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CategoryPath } from './category-path.js';

describe('CategoryPath', () => {
  it('reads "Admissions › Applications", each name isolated in its own direction and the separator a glyph that turns in right to left', () => {
    const { container } = render(<CategoryPath path={['Admissions', 'القبول', 'Visas']} />);
    expect(container.textContent).toBe('Admissions › القبول › Visas');
    expect([...container.querySelectorAll('bdi')].map((name) => name.textContent)).toEqual(['Admissions', 'القبول', 'Visas']);
    expect([...container.querySelectorAll('.sa-pointing')].map((icon) => icon.textContent)).toEqual(['›', '›']);
  });

  it('shows one name without a separator', () => {
    const { container } = render(<CategoryPath path={['Admissions']} />);
    expect(container.innerHTML).toBe('<bdi>Admissions</bdi>');
  });
});

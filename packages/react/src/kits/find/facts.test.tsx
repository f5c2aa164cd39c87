import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Facts } from './facts.js';

const pairs = (list: HTMLElement) =>
  [...list.querySelectorAll(':scope > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);

describe('Facts', () => {
  it('shows each label / value pair as a term and its description, in order, with the list class', () => {
    const { container } = render(
      <Facts
        className="sa-event-facts"
        items={[
          ['Country', 'India'],
          ['Fee', <strong key="fee">AUD 12,000</strong>],
          ['Seats', 30],
        ]}
      />,
    );
    const list = container.querySelector('dl')!;
    expect(list.className).toBe('sa-event-facts');
    expect(pairs(list)).toEqual([
      ['Country', 'India'],
      ['Fee', 'AUD 12,000'],
      ['Seats', '30'],
    ]);
    expect(list.querySelector('dd strong')?.textContent).toBe('AUD 12,000');
    // A text value keeps its own direction (an English address in an Arabic page); elements are the caller's.
    expect([...list.querySelectorAll('dd')].map((dd) => dd.firstElementChild?.tagName ?? null)).toEqual(['BDI', 'STRONG', null]);
  });

  it("leaves out pairs without a value ('', null, undefined) but keeps 0", () => {
    const { container } = render(
      <Facts
        className="sa-facts"
        items={[
          ['Phone', ''],
          ['Email', null],
          ['Web', undefined],
          ['Campuses', 0],
          ['City', 'Pune'],
        ]}
      />,
    );
    expect(pairs(container.querySelector('dl')!)).toEqual([
      ['Campuses', '0'],
      ['City', 'Pune'],
    ]);
    expect(container.textContent).not.toContain('Phone');
    expect(container.textContent).not.toContain('Email');
  });

  it('renders an empty list when no pair has a value', () => {
    const { container } = render(<Facts className="sa-facts" items={[['Phone', ''], ['Email', null]]} />);
    const list = container.querySelector('dl.sa-facts')!;
    expect(list.children).toHaveLength(0);
  });
});

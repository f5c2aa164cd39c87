import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionItem } from './accordion.js';
import { setupUser } from '../../../test/user.js';

const items: AccordionItem[] = [
  { id: 'courses', title: 'Courses', content: <p>Bachelor of Science</p> },
  { id: 'fees', title: 'Fees', content: <p>AUD 32,000 a year</p> },
  { id: 'contacts', title: 'Contacts', content: <p>admissions@example.edu</p> },
];

const header = (name: string) => screen.getByRole('button', { name });
const expanded = () => ['Courses', 'Fees', 'Contacts'].map((name) => header(name).getAttribute('aria-expanded'));

describe('Accordion', () => {
  it('has header buttons inside headings that control their regions', () => {
    render(<Accordion items={items} defaultOpen={['fees']} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Courses', 'Fees', 'Contacts']);
    const fees = header('Fees');
    expect(fees.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Fees' });
    expect(fees.getAttribute('aria-controls')).toBe(region.id);
    expect(region.textContent).toBe('AUD 32,000 a year');
    expect(screen.queryByRole('region', { name: 'Courses' })).toBeNull();
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });

  it('toggles a section with a click, Enter or Space', async () => {
    const user = setupUser();
    render(<Accordion items={items} />);
    await user.click(header('Courses'));
    expect(screen.getByRole('region', { name: 'Courses' }).textContent).toBe('Bachelor of Science');
    await user.keyboard('{Enter}');
    expect(header('Courses').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(header('Courses').getAttribute('aria-expanded')).toBe('true');
  });

  it('expands and collapses all sections at once', async () => {
    const user = setupUser();
    render(<Accordion items={items} defaultOpen={['courses']} />);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(expanded()).toEqual(['true', 'true', 'true']);
    expect(screen.getAllByRole('region')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('moves between headers with the arrow keys, Home and End', async () => {
    const user = setupUser();
    render(<Accordion items={items} showToggleAll={false} />);
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(header('Courses'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('Fees'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(header('Contacts'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('Courses'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(header('Contacts'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(header('Courses'));
  });

  it('can be controlled, with other labels and heading level', async () => {
    const user = setupUser();
    const onOpenChange = vi.fn();
    render(
      <Accordion
        items={items}
        open={['fees']}
        onOpenChange={onOpenChange}
        headingLevel={4}
        labels={{ expandAll: 'Open everything', collapseAll: 'Close everything' }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Open everything' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(['courses', 'fees', 'contacts']);
    await user.click(header('Fees'));
    expect(onOpenChange).toHaveBeenLastCalledWith([]);
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });
});

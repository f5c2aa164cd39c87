import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Tabs } from './tabs.js';
import { setupUser } from '../../../test/user.js';

const TABS = [
  { id: 'B', label: 'Basic' },
  { id: 'S', label: 'Study' },
  { id: 'E', label: 'Education' },
] as const;
type Tab = (typeof TABS)[number]['id'];

function Harness({ activation }: { activation?: 'manual' | 'automatic' }) {
  const [tab, setTab] = useState<Tab>('B');
  return (
    <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Sections" activation={activation}>
      <p>Panel {tab}</p>
    </Tabs>
  );
}

const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);

describe('Tabs', () => {
  it('labels the panel by its tab; manual activation moves the focus with the keys and opens on Enter', async () => {
    const user = setupUser();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Basic' }).textContent).toBe('Panel B');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);

    screen.getByRole('tab', { name: 'Basic' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Education');
    expect(selected()).toEqual(['Basic']);
    await user.keyboard('{Home}{ArrowRight}{Enter}');
    expect(selected()).toEqual(['Study']);
    expect(screen.getByRole('tabpanel', { name: 'Study' }).textContent).toBe('Panel S');
    await user.click(screen.getByRole('tab', { name: 'Education' }));
    expect(selected()).toEqual(['Education']);
  });

  it('right to left, ArrowLeft moves to the next tab (it sits to the left) and ArrowRight to the previous', async () => {
    const user = setupUser();
    render(
      <div dir="rtl">
        <Harness activation="automatic" />
      </div>,
    );
    screen.getByRole('tab', { name: 'Basic' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Study']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toEqual(['Education']);
  });

  it('automatic activation opens the tab the keys move to', async () => {
    const user = setupUser();
    render(<Harness activation="automatic" />);
    screen.getByRole('tab', { name: 'Basic' }).focus();
    await user.keyboard('{End}');
    expect(selected()).toEqual(['Education']);
    expect(document.activeElement?.textContent).toBe('Education');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@studyatlas/core';
import { DetailFrame } from './detail-frame.js';
import { NavigationContext, type Navigation } from '../../navigation/navigation.js';

describe('DetailFrame', () => {
  it('puts the one back control first (a "‹ Back" link button in its own row), then the content, in the root with its classes and busy state', async () => {
    const onBack = vi.fn();
    const { container } = render(
      <DetailFrame className="sa-root sa-find-detail" busy={false} onBack={onBack}>
        <h2>Northbridge College</h2>
      </DetailFrame>,
    );
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('SECTION');
    expect(root.className).toBe('sa-root sa-find-detail');
    expect(root.getAttribute('aria-busy')).toBe('false');
    const back = screen.getByRole('button', { name: messages.back });
    expect(back.textContent).toBe(`‹ ${messages.back}`);
    expect(back.className).toContain('sa-button--link');
    expect(root.firstElementChild!.className).toBe('sa-back-row');
    expect(root.firstElementChild!.firstElementChild).toBe(back);
    expect(screen.getByRole('heading', { name: 'Northbridge College' })).toBeTruthy();
    await userEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('renders the same back control as an article', () => {
    const { container } = render(<DetailFrame as="article" className="sa-root sa-course-detail" busy={false} onBack={() => {}} />);
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('ARTICLE');
    expect(root.querySelector('.sa-back-row > button.sa-button--link')!.textContent).toBe(`‹ ${messages.back}`);
  });

  it('shows no back action when there is nowhere to go back to, and the failure as an alert', () => {
    render(<DetailFrame className="sa-root" busy={false} onBack={false} error="The agent was not found." />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The agent was not found.');
  });

  it('marks the root busy while loading and shows no alert without a failure', () => {
    const { container } = render(<DetailFrame className="sa-root" busy error={null} />);
    expect(container.firstElementChild!.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('tells the host the item it shows while shown, and null when it leaves', () => {
    const itemTitle = vi.fn<(name: string | null) => void>();
    const navigation: Navigation = { navigate: () => undefined, href: (to) => to, path: null, itemTitle };
    const view = (name: string | null) => (
      <NavigationContext.Provider value={navigation}>
        <DetailFrame className="sa-root" busy={false} itemTitle={name} />
      </NavigationContext.Provider>
    );
    const { rerender, unmount } = render(view(null));
    expect(itemTitle).not.toHaveBeenCalled();
    rerender(view('Northbridge College of Design'));
    expect(itemTitle).toHaveBeenLastCalledWith('Northbridge College of Design');
    unmount();
    expect(itemTitle).toHaveBeenLastCalledWith(null);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailFrame } from './detail-frame.js';

describe('DetailFrame', () => {
  it('puts the back action first, then the content, in the root element with its classes and busy state', async () => {
    const onBack = vi.fn();
    const { container } = render(
      <DetailFrame className="sa-root sa-find-detail" busy={false} back={{ label: '‹ Back', onBack, className: 'sa-find-back' }}>
        <h2>Northbridge College</h2>
      </DetailFrame>,
    );
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('SECTION');
    expect(root.className).toBe('sa-root sa-find-detail');
    expect(root.getAttribute('aria-busy')).toBe('false');
    const back = screen.getByRole('button', { name: '‹ Back' });
    expect(back.className).toContain('sa-button--link');
    expect(back.className).toContain('sa-find-back');
    expect(root.firstElementChild).toBe(back);
    expect(screen.getByRole('heading', { name: 'Northbridge College' })).toBeTruthy();
    await userEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('wraps the back action in a toolbar row when asked, as an article with a secondary button', () => {
    const { container } = render(
      <DetailFrame as="article" className="sa-root sa-course-detail" busy={false} back={{ label: 'Back to results', onBack: () => {}, variant: 'secondary', toolbarClassName: 'sa-course-detail-toolbar' }} />,
    );
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('ARTICLE');
    const toolbar = root.firstElementChild!;
    expect(toolbar.className).toBe('sa-course-detail-toolbar');
    expect(toolbar.querySelector('button')!.textContent).toBe('Back to results');
    expect(toolbar.querySelector('button')!.className).toContain('sa-button--secondary');
  });

  it('shows no back action when there is nowhere to go back to, and the failure as an alert', () => {
    render(<DetailFrame className="sa-root" busy={false} back={false} error="The agent was not found." />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The agent was not found.');
  });

  it('marks the root busy while loading and shows no alert without a failure', () => {
    const { container } = render(<DetailFrame className="sa-root" busy error={null} />);
    expect(container.firstElementChild!.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadMore } from './read-more.js';
import { setupUser } from '../../../test/user.js';

const description = Array.from({ length: 30 }, (_, i) => `Sentence ${i + 1} about the campus.`).join(' ');

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('ReadMore', () => {
  it('cuts a long description at 200 characters and toggles Read more / Read less', async () => {
    const user = setupUser();
    const { container } = render(<ReadMore text={description} />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe(`${description.slice(0, 200).trimEnd()}…`);
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(paragraph.id);

    await user.click(toggle);
    expect(paragraph.textContent).toBe(description);
    expect(screen.getByRole('button', { name: 'Read less' }).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(paragraph.textContent).toHaveLength(201);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Read more' }));
  });

  it('expands to at most 10,000 characters', async () => {
    const user = setupUser();
    const { container } = render(<ReadMore text={'x'.repeat(12_000)} />);
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(container.querySelector('p')!.textContent).toBe(`${'x'.repeat(10_000)}…`);
  });

  it('has no toggle when the text fits', () => {
    render(<ReadMore text={'y'.repeat(200)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('y'.repeat(200))).toBeTruthy();
  });

  it('takes other limits and labels', async () => {
    const user = setupUser();
    render(<ReadMore text="Abcdefghij klmnop" limit={5} expandedLimit={12} labels={{ readMore: 'Show more', readLess: 'Show less' }} />);
    expect(screen.getByText('Abcde…')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('Abcdefghij k…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
  });

  describe('bad truncation configuration is a programming error', () => {
    beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
    afterEach(() => void vi.restoreAllMocks());

    it.each([
      [{ limit: 0 }, /invalid limit \(0\)/],
      [{ limit: 1.5 }, /invalid limit \(1.5\)/],
      [{ expandedLimit: -1 }, /invalid limit \(-1\)/],
      [{ limit: 300, expandedLimit: 250 }, /limit 300 is above the expanded limit 250/],
    ])('throws on %o', (limits, message) => {
      render(
        <Boundary>
          <ReadMore text="text" {...limits} />
        </Boundary>,
      );
      expect(screen.getByRole('alert').textContent).toMatch(message);
    });
  });
});

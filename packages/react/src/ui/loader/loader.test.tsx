import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Loader } from './loader.js';
import { LOADER_DELAY_MS, LOADER_DOWNLOAD_MAX_MS, LOADER_MAX_MS, useLoader } from './use-loader.js';

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('Loader', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('uses the specification timings', () => {
    expect([LOADER_DELAY_MS, LOADER_MAX_MS, LOADER_DOWNLOAD_MAX_MS]).toEqual([5, 2000, 5000]);
  });

  it('keeps an empty status region until the 5 ms delay has passed, so quick answers never flicker', () => {
    render(<Loader active />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(status.getAttribute('aria-busy')).toBe('false');
    advance(4);
    expect(status.textContent).toBe('');
    advance(1);
    expect(screen.getByRole('status', { name: 'Loading…' }).textContent).toBe('Loading…');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelector('[part="loader"]')).not.toBeNull();
  });

  it('never shows when loading ends within the delay', () => {
    const { rerender } = render(<Loader active />);
    advance(3);
    rerender(<Loader active={false} />);
    advance(100);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hides as soon as loading ends', () => {
    const { rerender } = render(<Loader active />);
    advance(500);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    rerender(<Loader active={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hides after at most 2 seconds even while still loading', () => {
    render(<Loader active />);
    advance(1999);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    advance(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('takes another maximum, such as 5 seconds for a form download, and a label', () => {
    render(<Loader active maxDuration={LOADER_DOWNLOAD_MAX_MS} label="Preparing your download" variant="inline" />);
    advance(4999);
    const status = screen.getByRole('status', { name: 'Preparing your download' });
    expect(status.querySelector('.sa-loader--inline')).not.toBeNull();
    advance(1);
    expect(status.textContent).toBe('');
  });

  it('starts over when loading starts again', () => {
    const { rerender } = render(<Loader active />);
    advance(2500);
    rerender(<Loader active={false} />);
    rerender(<Loader active />);
    advance(5);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});

describe('useLoader', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('tells when an indicator should be visible, with no maximum when given Infinity', () => {
    const { result, rerender } = renderHook(({ active }) => useLoader(active, { delay: 10, maxDuration: Infinity }), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(false);
    advance(10);
    expect(result.current).toBe(true);
    advance(60_000);
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});

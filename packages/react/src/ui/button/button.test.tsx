import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';
import { setupUser } from '../../../test/user.js';

describe('Button', () => {
  it('is a plain button by default with the primary look and the button part', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('sa-button sa-button--primary');
    expect(button.getAttribute('part')).toBe('button');
  });

  it('takes the secondary and link variants and works with the keyboard', async () => {
    const user = setupUser();
    const onClick = vi.fn();
    render(
      <>
        <Button variant="secondary">Back</Button>
        <Button variant="link" onClick={onClick}>
          Forgot password?
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Back' }).classList.contains('sa-button--secondary')).toBe(true);
    const link = screen.getByRole('button', { name: 'Forgot password?' });
    expect(link.classList.contains('sa-button--link')).toBe(true);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('while busy announces it, keeps focus and neither clicks nor submits', async () => {
    const user = setupUser();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          Sign in
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('.sa-button-spinner')?.getAttribute('aria-hidden')).toBe('true');
    await user.click(button);
    expect(document.activeElement).toBe(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Sign in
        </Button>
      </form>,
    );
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

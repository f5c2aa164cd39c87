import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover.js';
import { setupUser } from '../../../test/user.js';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        title="Invite"
        trigger={(props) => (
          <button type="button" {...props} onClick={() => setOpen(!open)}>
            Open
          </button>
        )}
      >
        <label>
          First <input />
        </label>
        <label>
          Second <input data-autofocus />
        </label>
      </Popover>
      <input aria-label="Elsewhere" />
    </>
  );
}

describe('Popover', () => {
  it('is a named, non-modal dialog controlled by its button', async () => {
    const user = setupUser();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Open' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    const popover = screen.getByRole('dialog', { name: 'Invite' });
    expect(popover.getAttribute('aria-modal')).toBeNull();
    expect(popover.getAttribute('part')).toBe('popover');
    expect(button.getAttribute('aria-controls')).toBe(popover.id);
    // Focus goes to the element marked data-autofocus.
    expect(document.activeElement).toBe(screen.getByLabelText('Second'));

    // The button toggles it shut again.
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes it and focus returns to the button', async () => {
    const user = setupUser();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('focus moving elsewhere closes it and stays where it went', async () => {
    const user = setupUser();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByLabelText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Elsewhere'));
  });
});

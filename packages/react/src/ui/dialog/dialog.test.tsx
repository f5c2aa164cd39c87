import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog.js';
import { setupUser } from '../../../test/user.js';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      <button type="button">Elsewhere</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Sign in to continue" {...props}>
        <label>
          Login ID <input />
        </label>
        <label>
          Password <input type="password" />
        </label>
        <button type="submit">Submit</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, with the dialog part', async () => {
    const user = setupUser();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in to continue' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('part')).toBe('dialog');
  });

  it('moves focus to the first field of the content, traps Tab and Shift+Tab, and restores focus on Escape', async () => {
    const user = setupUser();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const loginId = within(dialog).getByLabelText('Login ID');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(document.activeElement).toBe(loginId);

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(submit);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(submit);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('behaves the same under StrictMode, whose effects run twice', async () => {
    const user = setupUser();
    render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Sign in' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('Login ID'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from the close button and, when asked, from the backdrop', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    const { rerender } = render(<Dialog open onClose={onClose} title="Note" closeLabel="Dismiss" />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    const backdrop = screen.getByRole('dialog').parentElement!;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Dialog open onClose={onClose} title="Note" closeOnBackdrop />);
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('focuses initialFocus or a data-autofocus element, and the dialog itself when nothing is focusable', () => {
    const { rerender } = render(
      <Dialog open onClose={() => {}} title="A" showCloseButton={false}>
        <p>Nothing to press</p>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    rerender(<></>);
    render(
      <Dialog open onClose={() => {}} title="B" footer={<button data-autofocus>OK</button>}>
        <input aria-label="Comment" />
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('brings focus back when it lands outside', async () => {
    const user = setupUser();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('lets go of focus once its element left the page without unmounting (a host removed it)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<Dialog open onClose={() => {}} title="Orphaned"><input aria-label="Inside" /></Dialog>));
    host.remove();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    expect(document.activeElement).toBe(field);
    act(() => root.unmount());
    field.remove();
  });

  it('lets only the top dialog answer Escape and hold focus', async () => {
    const user = setupUser();
    function Stacked() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <>
          <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
            <input aria-label="Outer field" />
          </Dialog>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner" role="alertdialog">
            <button type="button">OK</button>
          </Dialog>
        </>
      );
    }
    render(<Stacked />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Outer field'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Dialog in a shadow root', () => {
  let host: HTMLElement | undefined;
  afterEach(() => host?.remove());

  // user-event cannot tab inside a shadow root, so keys are dispatched where focus is, as a browser
  // would; between the edges the browser moves focus itself, so only the edges are checked.
  const press = (shadow: ShadowRoot, key: string, shiftKey = false) => fireEvent.keyDown(shadow.activeElement!, { key, shiftKey });

  it('moves focus in, traps it at the edges, holds it and restores it, all within the shadow root', async () => {
    const user = setupUser();
    host = document.createElement('sa-test-host');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    act(() => root.render(<Harness />));

    const opener = within(mount).getByRole('button', { name: 'Sign in' });
    await user.click(opener);
    const dialog = within(mount).getByRole('dialog', { name: 'Sign in to continue' });
    const loginId = within(dialog).getByLabelText('Login ID');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(shadow.activeElement).toBe(loginId);

    act(() => close.focus());
    press(shadow, 'Tab', true);
    expect(shadow.activeElement).toBe(submit);
    press(shadow, 'Tab');
    expect(shadow.activeElement).toBe(close);

    act(() => within(mount).getByRole('button', { name: 'Elsewhere' }).focus());
    expect(shadow.activeElement).toBe(loginId);
    const pageButton = document.createElement('button');
    document.body.append(pageButton);
    act(() => pageButton.focus());
    expect(shadow.activeElement).toBe(loginId);
    pageButton.remove();

    press(shadow, 'Escape');
    expect(within(mount).queryByRole('dialog')).toBeNull();
    expect(shadow.activeElement).toBe(opener);
    act(() => root.unmount());
  });
});

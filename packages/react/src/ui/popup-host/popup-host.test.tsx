import { $popups, showPopup, type PopupTitle } from '@studyatlas/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PopupHost } from './popup-host.js';

describe('PopupHost', () => {
  it('shows nothing without popups', () => {
    const { container } = render(<PopupHost />);
    expect(container.innerHTML).toBe('');
  });

  it("shows a failure as a danger alert dialog titled 'Failed' with focus on OK", () => {
    render(
      <>
        <button type="button">Save</button>
        <PopupHost />
      </>,
    );
    act(() => void showPopup('Failed', 'Email already exists.'));
    const popup = screen.getByRole('alertdialog', { name: 'Failed' });
    expect(popup.getAttribute('aria-modal')).toBe('true');
    expect(popup.classList.contains('sa-popup--danger')).toBe(true);
    expect(popup.getAttribute('part')).toBe('dialog popup');
    const messageId = popup.getAttribute('aria-describedby')!;
    expect(document.getElementById(messageId)?.textContent).toBe('Email already exists.');
    expect(document.activeElement).toBe(within(popup).getByRole('button', { name: 'OK' }));
  });

  it.each<[PopupTitle, string]>([
    ['Warning', 'sa-popup--warning'],
    ['Information', 'sa-popup--info'],
    ['Info', 'sa-popup--info'],
    ['Success', 'sa-popup--success'],
    ['Failed', 'sa-popup--danger'],
    ['Error', 'sa-popup--danger'],
  ])("colours '%s' with %s", (title, kindClass) => {
    render(<PopupHost />);
    act(() => void showPopup(title, 'Message'));
    expect(screen.getByRole('alertdialog', { name: title }).classList.contains(kindClass)).toBe(true);
  });

  it('dismisses with OK, then shows the next popup, then restores focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Save</button>
        <PopupHost okLabel="Got it" />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    act(() => {
      showPopup('Warning', 'Api is not running.');
      showPopup('Success', 'Data saved successfully.');
    });
    expect(screen.getByRole('alertdialog', { name: 'Warning' }).textContent).toContain('Api is not running.');

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    const next = screen.getByRole('alertdialog', { name: 'Success' });
    expect(next.textContent).toContain('Data saved successfully.');
    expect(document.activeElement).toBe(within(next).getByRole('button', { name: 'Got it' }));
    expect($popups.get()).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect($popups.get()).toHaveLength(0);
    expect(document.activeElement).toBe(save);
  });

  it('dismisses with Enter on the focused OK button', async () => {
    const user = userEvent.setup();
    render(<PopupHost />);
    act(() => void showPopup('Info', 'Request sent successfully.'));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

import { $popups, showPopup, type PopupTitle } from '@studyatlas/core';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupHost } from './popup-host.js';
import { setupUser } from '../../../test/user.js';

afterEach(() => {
  vi.useRealTimers();
  act(() => $popups.set([]));
});

describe('PopupHost', () => {
  it('shows nothing without popups but an empty live region, ready for the first notice', () => {
    render(<PopupHost />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
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
    ['Failed', 'sa-popup--danger'],
    ['Error', 'sa-popup--danger'],
  ])("colours '%s' with %s", (title, kindClass) => {
    render(<PopupHost />);
    act(() => void showPopup(title, 'Message'));
    expect(screen.getByRole('alertdialog', { name: title }).classList.contains(kindClass)).toBe(true);
  });

  it('dismisses with OK, then shows the next popup, then restores focus', async () => {
    const user = setupUser();
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
      showPopup('Failed', 'Technical Server error');
    });
    expect(screen.getByRole('alertdialog', { name: 'Warning' }).textContent).toContain('Api is not running.');

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    const next = screen.getByRole('alertdialog', { name: 'Failed' });
    expect(next.textContent).toContain('Technical Server error');
    expect(document.activeElement).toBe(within(next).getByRole('button', { name: 'Got it' }));
    expect($popups.get()).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect($popups.get()).toHaveLength(0);
    expect(document.activeElement).toBe(save);
  });

  it('shows Success as a notice in the polite status region: no dialog, the focus stays, gone after 5 s', async () => {
    vi.useFakeTimers();
    render(
      <>
        <button type="button">Save</button>
        <PopupHost />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    act(() => void showPopup('Success', 'Data saved successfully.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const region = screen.getByRole('status');
    // The words are put into the region after the notice's box (with its Dismiss button), so they are what is announced.
    expect(region.querySelector('.sa-notice-message')?.textContent).toBe('Success Data saved successfully.');
    expect(region.querySelector('.sa-notice')?.getAttribute('part')).toBe('notice');
    expect(within(region).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(document.activeElement).toBe(save);

    act(() => vi.advanceTimersByTime(4900));
    expect(region.textContent).toContain('Data saved successfully.');
    act(() => vi.advanceTimersByTime(200));
    expect(region.textContent).toBe('');
    expect($popups.get()).toEqual([]);
  });

  it('a notice stays while hovered, and its Dismiss button closes it at once', () => {
    vi.useFakeTimers();
    render(<PopupHost noticeDuration={1000} />);
    act(() => void showPopup('Success', 'Message sent successfully'));
    const notice = screen.getByRole('status').querySelector('.sa-notice')!;
    act(() => void notice.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status').textContent).toContain('Message sent successfully');
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a notice does not wait behind a dialog, nor a dialog behind a notice', () => {
    render(<PopupHost />);
    act(() => {
      showPopup('Success', 'Data saved successfully.');
      showPopup('Failed', 'Email already exists.');
    });
    expect(screen.getByRole('status').textContent).toContain('Data saved successfully.');
    expect(screen.getByRole('alertdialog', { name: 'Failed' })).toBeTruthy();
  });

  it('dismisses with Enter on the focused OK button', async () => {
    const user = setupUser();
    render(<PopupHost />);
    act(() => void showPopup('Info', 'Request sent successfully.'));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

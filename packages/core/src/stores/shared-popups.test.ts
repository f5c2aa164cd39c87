import { beforeEach, describe, expect, it } from 'vitest';
import { $popups, dismissPopup, isNotice, showPopup } from './shared-popups.js';

beforeEach(() => $popups.set([]));

describe('$popups', () => {
  it('queues popups with the kind of their title', () => {
    showPopup('Failed', 'Email already exists.');
    showPopup('Success', 'Data saved successfully.');
    expect($popups.get().map(({ title, kind, message }) => ({ title, kind, message }))).toEqual([
      { title: 'Failed', kind: 'danger', message: 'Email already exists.' },
      { title: 'Success', kind: 'success', message: 'Data saved successfully.' },
    ]);
  });

  it('does not stack an identical popup that is still showing, but shows it again once dismissed', () => {
    const first = showPopup('Warning', 'Api is not running.');
    expect(showPopup('Warning', 'Api is not running.')).toBe(first);
    expect($popups.get()).toHaveLength(1);
    dismissPopup(first.id);
    expect($popups.get()).toEqual([]);
    expect(showPopup('Warning', 'Api is not running.').id).not.toBe(first.id);
  });

  it('shows Success as a notice and every other title as a dialog', () => {
    const notices = (['Success', 'Failed', 'Error', 'Warning', 'Info', 'Information'] as const).filter((title) => isNotice(showPopup(title, 'Message')));
    expect(notices).toEqual(['Success']);
  });
});

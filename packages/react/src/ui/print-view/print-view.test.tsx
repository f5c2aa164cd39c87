import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studyatlas/core';
import { PrintView } from './print-view.js';
import { setupUser } from '../../../test/user.js';

describe('PrintView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the print dialog once shown, prints again on Print and closes on Close', async () => {
    const user = setupUser();
    const printed = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const onClose = vi.fn();
    render(
      <PrintView label="Print view: Merit Award" onClose={onClose}>
        <p>Body</p>
      </PrintView>,
    );
    expect(screen.getByRole('article', { name: 'Print view: Merit Award' }).textContent).toContain('Body');
    expect(printed).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: messages.printNow }));
    expect(printed).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: messages.closePrint }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not print by itself with autoPrint false, and takes its labels from props', () => {
    const printed = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(
      <PrintView label="x" onClose={() => undefined} autoPrint={false} labels={{ printNow: 'Drucken' }}>
        <p>Body</p>
      </PrintView>,
    );
    expect(printed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close print view' })).toBeTruthy();
  });
});

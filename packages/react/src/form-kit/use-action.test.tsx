import { act, render, screen } from '@testing-library/react';
import { ApiError } from '@studyatlas/core';
import { describe, expect, it } from 'vitest';
import { useAction } from './use-action.js';
import { setupUser } from '../../test/user.js';

function Resend({ perform }: { perform: () => Promise<string> }) {
  const action = useAction(perform);
  return (
    <>
      <button type="button" onClick={() => void action.run()}>
        Re-send
      </button>
      <output aria-label="state">{JSON.stringify({ busy: action.busy, message: action.message, error: action.error })}</output>
    </>
  );
}

const state = () => JSON.parse(screen.getByLabelText('state').textContent!) as { busy: boolean; message: string | null; error: string | null };

describe('useAction', () => {
  it("is busy while the call runs, runs once at a time, then shows the success text or the server's message", async () => {
    const user = setupUser();
    let calls = 0;
    let answer: (text: string) => void = () => undefined;
    let fail = false;
    render(
      <Resend
        perform={() => {
          calls += 1;
          if (fail) return Promise.reject(new ApiError(400, 'Incorrect Login id entered.'));
          return new Promise((resolve) => (answer = resolve));
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Re-send' }));
    await user.click(screen.getByRole('button', { name: 'Re-send' }));
    expect(state()).toEqual({ busy: true, message: null, error: null });
    expect(calls).toBe(1);
    await act(async () => answer('A verification mail has been sent.'));
    expect(state()).toEqual({ busy: false, message: 'A verification mail has been sent.', error: null });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Re-send' }));
    expect(state()).toEqual({ busy: false, message: null, error: 'Incorrect Login id entered.' });
  });
});

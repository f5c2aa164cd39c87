import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@studyatlas/core';
import { setupUser } from '../../../test/user.js';
import { useChange } from './use-change.js';
import { useConfirmRemove } from './use-confirm-remove.js';

interface Row {
  id: number;
  name: string;
}

/** Two rows, each with Remove; the hook asks before `remove` runs. */
function Harness({ remove, reload }: { remove: (row: Row) => Promise<void>; reload: () => void }) {
  const { busy, run } = useChange(reload);
  const removal = useConfirmRemove<Row>({ title: 'Remove row', question: ({ name }) => `Remove ${name}?`, run, busy, remove });
  return (
    <>
      {[
        { id: 1, name: 'Harbour' },
        { id: 2, name: 'Hill' },
      ].map((row) => (
        <button key={row.id} type="button" onClick={() => removal.ask(row)}>
          {`Remove ${row.name}`}
        </button>
      ))}
      {removal.dialog}
    </>
  );
}

describe('useConfirmRemove', () => {
  it('asks about the row chosen, removes it on Yes and closes', async () => {
    const user = setupUser();
    const remove = vi.fn(async () => undefined);
    render(<Harness remove={remove} reload={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Hill' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove row' });
    expect(dialog.textContent).toContain('Remove Hill?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith({ id: 2, name: 'Hill' });
  });

  it('removes nothing on Cancel', async () => {
    const user = setupUser();
    const remove = vi.fn(async () => undefined);
    render(<Harness remove={remove} reload={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Remove Harbour' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('closes on a refusal and asks the list again', async () => {
    const user = setupUser();
    const reload = vi.fn();
    render(<Harness remove={() => Promise.reject(new ApiError(409, 'Refused.'))} reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Remove Harbour' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

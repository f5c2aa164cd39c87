import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { FavouriteCoursePicker, type FavouriteCoursePage } from './favourite-course-picker.js';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `Course ${i + 1}` }));
const LABELS = { title: 'Favourite courses', close: 'Close', loading: 'Loading courses', empty: 'No favourite courses', pagination: 'Course pages', action: 'Add' };

/** The picker behind an opener, with a page loader over `rows` (the host's, e.g. a server call). */
function Host({ rows, onPick }: { rows: Row[]; onPick: (row: Row) => Promise<string | null> }) {
  const [open, setOpen] = useState(false);
  const load = async (page: number): Promise<FavouriteCoursePage<Row>> => ({ rows: rows.slice((page - 1) * 4, page * 4), total: rows.length });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FavouriteCoursePicker
        open={open}
        onClose={() => setOpen(false)}
        load={load}
        queryKey="test/picker"
        pageSize={4}
        keyOf={(row) => row.id}
        describe={(row) => row.name}
        actionLabel={(row) => `Add ${row.name}`}
        onPick={onPick}
        labels={LABELS}
        hint="Pick one"
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: LABELS.title });
const names = () => [...dialog().querySelectorAll('.sa-fcp-text')].map((row) => row.textContent);

describe('FavouriteCoursePicker', () => {
  it('pages the favourites, shows a refusal, closes after a pick and opens again on page 1', async () => {
    const onPick = vi.fn(async (row: Row) => (row.id === 5 ? 'Already chosen' : null));
    const { user } = renderWithProvider(<Host rows={ROWS} onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(within(dialog()).getByText('Pick one')).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Course 1', 'Course 2', 'Course 3', 'Course 4']));
    const pages = within(dialog()).getByRole('navigation', { name: LABELS.pagination });
    await user.click(within(pages).getByRole('button', { name: messages.nextPage }));
    await waitFor(() => expect(names()).toEqual(['Course 5', 'Course 6']));

    await user.click(within(dialog()).getByRole('button', { name: 'Add Course 5' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Already chosen');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Course 6' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onPick.mock.calls.map(([row]) => row.id)).toEqual([5, 6]);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(names()).toEqual(['Course 1', 'Course 2', 'Course 3', 'Course 4']));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('says there are no favourites, without pages', async () => {
    const { user } = renderWithProvider(<Host rows={[]} onPick={async () => null} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await within(dialog()).findByText(LABELS.empty)).toBeTruthy();
    expect(within(dialog()).queryByRole('navigation')).toBeNull();
  });
});

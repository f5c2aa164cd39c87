import { describe, expect, it, vi } from 'vitest';
import { createRef, useState } from 'react';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { institutionLabels, messages } from '@studyatlas/core';
import { FilterFormFrame, SearchFormShell, useFreshForm, type SearchFormShellProps } from './search-form-shell.js';
import { setupUser } from '../../../test/user.js';

const props = (overrides: Partial<SearchFormShellProps> = {}): SearchFormShellProps => ({
  className: 'sa-root sa-find-search',
  title: institutionLabels.searchTitle,
  error: null,
  busy: false,
  onSubmit: (event) => event.preventDefault(),
  onClear: () => undefined,
  actionsClassName: 'sa-find-actions',
  searchLabel: institutionLabels.search,
  clearLabel: institutionLabels.clear,
  children: <input aria-label="Institution name" name="searchKey" required />,
  ...overrides,
});

describe('SearchFormShell', () => {
  it('is a search landmark named by its title, with its heading, fields and the Search and Clear buttons', () => {
    const formRef = createRef<HTMLFormElement>();
    render(<SearchFormShell {...props({ role: 'search', headingLevel: 3, headingClassName: 'sa-find-title', formRef })} />);
    const form = screen.getByRole('search', { name: institutionLabels.searchTitle }) as HTMLFormElement;
    expect(form).toBe(formRef.current);
    expect(form.className).toBe('sa-root sa-find-search');
    expect(form.noValidate).toBe(true);
    const heading = within(form).getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(institutionLabels.searchTitle);
    expect(heading.className).toBe('sa-find-title');
    expect(within(form).getByLabelText('Institution name')).toBeTruthy();
    const buttons = within(form.querySelector<HTMLElement>('.sa-find-actions')!).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('type')])).toEqual([
      [institutionLabels.search, 'submit'],
      [institutionLabels.clear, 'button'],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no heading when the level is null or left out, and no search role unless asked', () => {
    const { unmount } = render(<SearchFormShell {...props({ role: 'search', headingLevel: null })} />);
    expect(screen.queryByRole('heading')).toBeNull();
    unmount();
    render(<SearchFormShell {...props()} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('form', { name: institutionLabels.searchTitle })).toBeTruthy();
  });

  it("shows the form's message above the fields", () => {
    render(<SearchFormShell {...props({ error: 'Country is required' })} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Country is required');
    const form = screen.getByRole('form');
    expect(form.firstElementChild).toBe(alert);
  });

  it('submits on Search and on Enter (no browser validation); Clear calls onClear without submitting', async () => {
    const user = setupUser();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClear = vi.fn();
    render(<SearchFormShell {...props({ onSubmit, onClear })} />);
    await user.click(screen.getByRole('button', { name: institutionLabels.search }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Institution name'), 'Lyon{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: institutionLabels.clear }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('marks Search busy and ignores it while busy', async () => {
    const user = setupUser();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<SearchFormShell {...props({ busy: true, onSubmit })} />);
    const search = screen.getByRole('button', { name: institutionLabels.search });
    expect(search.getAttribute('aria-busy')).toBe('true');
    expect(search.querySelector('.sa-button-spinner')).toBeTruthy();
    await user.click(search);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: institutionLabels.clear }).getAttribute('aria-busy')).toBeNull();
  });
});

describe('FilterFormFrame', () => {
  it('shows its title and the loader while the lists load, then the form', async () => {
    const { rerender, container } = render(
      <FilterFormFrame className="sa-event-search-frame" title={<h2>Find events</h2>} loading>
        {null}
      </FilterFormFrame>,
    );
    expect(container.firstElementChild!.className).toBe('sa-event-search-frame');
    expect(screen.getByRole('heading', { name: 'Find events' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status', { name: messages.loading })).toBeTruthy());
    expect(container.querySelector('.sa-loader--inline')).toBeTruthy();

    rerender(
      <FilterFormFrame className="sa-event-search-frame" title={<h2>Find events</h2>} loading={false}>
        <form aria-label="Event search" />
      </FilterFormFrame>,
    );
    expect(screen.queryByRole('status', { name: messages.loading })).toBeNull();
    expect(container.querySelector('.sa-loader')).toBeNull();
    expect(screen.getByRole('form', { name: 'Event search' })).toBeTruthy();
  });

  it('keeps the loader up as long as the lists load (no time limit)', async () => {
    vi.useFakeTimers();
    try {
      const { container } = render(
        <FilterFormFrame className="sa-frame" loading>
          {null}
        </FilterFormFrame>,
      );
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(container.querySelector('.sa-loader')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useFreshForm', () => {
  it('starts at key 0; Clear forgets the search and moves to a new key', () => {
    const forget = vi.fn();
    const { result } = renderHook(() => useFreshForm(forget));
    expect(result.current.key).toBe(0);
    act(() => result.current.clear());
    expect(forget).toHaveBeenCalledTimes(1);
    expect(result.current.key).toBe(1);
    act(() => result.current.clear());
    expect(forget).toHaveBeenCalledTimes(2);
    expect(result.current.key).toBe(2);
  });

  it('mounts a fresh form on Clear, emptying every field at once', async () => {
    const user = setupUser();
    const forget = vi.fn();
    function Fields() {
      const [text, setText] = useState('');
      return <input aria-label="Keyword" value={text} onChange={(event) => setText(event.target.value)} />;
    }
    function Form() {
      const { key, clear } = useFreshForm(forget);
      return (
        <>
          <Fields key={key} />
          <button type="button" onClick={clear}>
            Clear
          </button>
        </>
      );
    }
    render(<Form />);
    await user.type(screen.getByLabelText('Keyword'), 'nursing');
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('nursing');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('');
    expect(forget).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { EMPTY_AGENT_FILTER, agentFilterData, agentMessages, agentSearchReply } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { useNavigation } from '../../navigation/navigation.js';
import { SearchFormShell } from './search-form-shell.js';
import { useSearchSubmit } from './use-search-submit.js';

function deferred() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
}

/** A refusal of the real server: the agent search needs a country. */
const refusedSearch = () => agentSearchReply(EMPTY_AGENT_FILTER, { quiet: true });

async function agentCountry() {
  const data = await agentFilterData();
  return data.countries[0]!;
}

describe('useSearchSubmit', () => {
  it('is busy while the search runs, then opens the results', async () => {
    const country = await agentCountry();
    const slow = deferred();
    const done = vi.fn();
    const { result } = renderHook(() => useSearchSubmit());
    expect(result.current).toMatchObject({ busy: false, error: null });

    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => slow.gate.then(() => agentSearchReply({ ...EMPTY_AGENT_FILTER, countryFk: country.id })), done);
    });
    expect(result.current.busy).toBe(true);
    expect(done).not.toHaveBeenCalled();
    slow.open();
    await act(() => running);
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("makes a refusal of the server the form's message, without opening the results", async () => {
    const done = vi.fn();
    const { result } = renderHook(() => useSearchSubmit());
    await act(() => result.current.run(refusedSearch, done));
    expect(result.current.error).toBe(agentMessages.agentCountryRequired);
    expect(result.current.error).toBe('Country is required');
    expect(result.current.busy).toBe(false);
    expect(done).not.toHaveBeenCalled();
  });

  it('throws anything else on, and is no longer busy', async () => {
    const done = vi.fn();
    const { result } = renderHook(() => useSearchSubmit());
    await act(() =>
      expect(
        result.current.run(async () => {
          const data = await agentFilterData();
          return JSON.parse(data.countries[0]!.name) as unknown;
        }, done),
      ).rejects.toThrow(SyntaxError),
    );
    expect(result.current).toMatchObject({ busy: false, error: null });
    expect(done).not.toHaveBeenCalled();
  });

  it('lets the form set and clear its own message', () => {
    const { result } = renderHook(() => useSearchSubmit());
    act(() => result.current.setError('Please choose a country.'));
    expect(result.current.error).toBe('Please choose a country.');
    act(() => result.current.setError(null));
    expect(result.current.error).toBeNull();
  });
});

/** A search form as the areas build it: the shell's Search button is busy while the search runs. */
function AgentCountrySearch({ countryFk, search }: { countryFk: number; search: (countryFk: number) => Promise<unknown> }) {
  const { busy, error, run } = useSearchSubmit();
  const { navigate } = useNavigation();
  return (
    <SearchFormShell
      className="sa-test-search"
      role="search"
      title="Find agents"
      error={error}
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => search(countryFk), () => navigate('/findagent/list'));
      }}
      onClear={() => undefined}
      actionsClassName="sa-test-actions"
      searchLabel="Search"
      clearLabel="Clear"
    >
      <p>fields</p>
    </SearchFormShell>
  );
}

describe('the Search of a form (SearchFormShell with useSearchSubmit)', () => {
  it('is marked busy while searching and ignores a second click, so one search runs', async () => {
    const country = await agentCountry();
    const slow = deferred();
    const search = vi.fn((countryFk: number) => slow.gate.then(() => agentSearchReply({ ...EMPTY_AGENT_FILTER, countryFk })));
    const { user, navigate } = renderWithProvider(<AgentCountrySearch countryFk={country.id} search={search} />);
    const button = screen.getByRole('button', { name: 'Search' });

    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(search).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();

    slow.open();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/findagent/list'));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(search).toHaveBeenCalledTimes(1);
    await user.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    expect(search).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal above the fields and stays on the form", async () => {
    const { user, navigate } = renderWithProvider(<AgentCountrySearch countryFk={0} search={() => refusedSearch()} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Country is required');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-busy')).toBeNull();
  });
});

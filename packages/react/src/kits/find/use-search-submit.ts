import { useState } from 'react';
import { ApiError } from '@studyatlas/core';

export interface SearchSubmit {
  /** A search is under way. */
  busy: boolean;
  /** The form's message: the server's answer to the last search, or one the form set. */
  error: string | null;
  setError: (message: string | null) => void;
  /**
   * Runs the search, then `done` (open the results); busy meanwhile. A refusal of the server
   * (ApiError) becomes the form's message; anything else is thrown on.
   */
  run: (search: () => Promise<unknown>, done: () => void) => Promise<void>;
}

/** The busy state and the message of a search form's Search. */
export function useSearchSubmit(): SearchSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    setError,
    run: async (search, done) => {
      setBusy(true);
      try {
        await search();
        done();
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        setError(failure.message);
      } finally {
        setBusy(false);
      }
    },
  };
}

import { useState } from 'react';
import { ApiError } from '@studyatlas/core';

/**
 * Runs a change of a screen's list (remove, withdraw, rotate …): busy meanwhile; a refusal (the
 * client's Failed popup has shown it) asks the list again, so the screen shows what is true now.
 */
export function useChange(reload: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async (perform: () => Promise<void>) => {
    setBusy(true);
    try {
      await perform();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reload();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

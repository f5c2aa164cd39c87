import { useEffect, useState, type DependencyList } from 'react';
import { ApiError } from '@studyatlas/core';

export interface PrintView<P> {
  /** The print view's data while it is open. */
  print: P | null;
  printBusy: boolean;
  openPrint: () => Promise<void>;
  closePrint: () => void;
}

/**
 * A detail's print view: `load` fetches its data when it is opened (once at a time; a failure is
 * shown by the client's 'Failed' popup and leaves it closed). It closes when `deps` change (another detail).
 */
export function usePrintView<P>(load: () => Promise<P>, deps: DependencyList): PrintView<P> {
  const [print, setPrint] = useState<P | null>(null);
  const [printBusy, setPrintBusy] = useState(false);

  useEffect(() => setPrint(null), deps);

  return {
    print,
    printBusy,
    openPrint: async () => {
      if (printBusy) return;
      setPrintBusy(true);
      try {
        setPrint(await load());
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
      } finally {
        setPrintBusy(false);
      }
    },
    closePrint: () => setPrint(null),
  };
}

import { useStore } from '@nanostores/react';
import { $detailOrigin, setDetailOrigin } from '@studyatlas/core';
import { useNavigation } from './navigation.js';

export interface DetailBack {
  /** Back is offered: a replacement action, a list the detail was opened from, or the browser's history. */
  canGoBack: boolean;
  back: () => void;
}

/**
 * A detail screen's back action (discovery §2): to the search when the detail was opened from its
 * list (`$detailOrigin`), otherwise to the previous page. `onBack` replaces it (an embedded widget).
 */
export function useDetailBack(onBack?: () => void): DetailBack {
  const { navigate, path } = useNavigation();
  const origin = useStore($detailOrigin);
  return {
    canGoBack: Boolean(onBack) || origin !== null || path === null,
    back: () => {
      if (onBack) return onBack();
      if (origin !== null) {
        setDetailOrigin(null);
        navigate(origin);
      } else if (typeof history !== 'undefined') history.back();
    },
  };
}

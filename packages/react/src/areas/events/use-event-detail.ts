import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { downloadFiles, eventDetail, registerForEvent, type EventDetail, type EventDocument } from '@studyatlas/core';
import { useDetailBack } from '../../navigation/detail-back.js';
import { useQuery } from '../../data/use-query.js';

export interface EventDetailController {
  detail: EventDetail | null;
  loading: boolean;
  /** The server's message when the event could not be loaded (e.g. 'The event was not found.'). */
  error: string | null;
  /** The member registered to attend (now or before): the register action is hidden. */
  registered: boolean;
  registering: boolean;
  /** Registers (signed out: the login dialog first, then the registration completes). */
  register: () => void;
  /** The document being downloaded (its file id), if any. */
  downloading: number | null;
  /** Downloads an event document (EEM); signed out, the login dialog first. */
  download: (document: EventDocument) => void;
  canGoBack: boolean;
  back: () => void;
}

export interface UseEventDetailOptions {
  legalId: number;
  locationId: number;
  eventId: number;
  /** Replaces the back action (default: to the search when opened from it, else the previous page). */
  onBack?: () => void;
}

/**
 * Event detail (discovery §3 "Event" and its sections). Loaded again when the member signs in or out
 * (the favourite and registration flags are personal). Registration (discovery §4): available until
 * done, then hidden — also after a reload, since the detail says so.
 */
export function useEventDetail({ legalId, locationId, eventId, onBack }: UseEventDetailOptions): EventDetailController {
  const { canGoBack, back } = useDetailBack(onBack);
  const [registeredNow, setRegisteredNow] = useState<number | null>(null);
  const [registering, setRegistering] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);
  const running = useRef(false);

  // Loaded again when the member signs in or out (the data layer's keys carry the member); the shown detail stays meanwhile.
  const load = useQuery(`events/detail/${legalId}/${locationId}/${eventId}`, () => eventDetail({ legalId, locationId, eventId }, { quiet: true }), {
    keepWhileLoading: true,
  });
  const state = { detail: load.data, error: load.error, loading: load.status === 'loading' };
  const detail = state.detail;
  const registered = Boolean(detail && (detail.isRegistered || registeredNow === detail.evtId));

  const register = () => {
    if (!detail || running.current || registered) return;
    running.current = true;
    setRegistering(true);
    registerForEvent(detail.evtId, detail.locationFk)
      .then((reply) => reply && setRegisteredNow(reply.evtId))
      .catch(() => undefined) // the client's 'Failed' popup told the member
      .finally(() => {
        running.current = false;
        setRegistering(false);
      });
  };

  const download = (document: EventDocument) => {
    if (!detail || downloading !== null) return;
    setDownloading(document.fileId);
    downloadFiles({ type: 'EEM', ids: [document.fileId], legalId: detail.legalFk })
      .catch(() => undefined) // failures are shown by the download's own popup
      .finally(() => setDownloading(null));
  };

  return { ...state, registered, registering, register, downloading, download, canGoBack, back };
}

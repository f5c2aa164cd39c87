import { dismissPopup, messages, type Popup } from '@studyatlas/core';
import { useEffect, useState } from 'react';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { dialogCss } from '../dialog/dialog.css.js';

export interface NoticeRegionProps {
  notices: readonly Popup[];
  /** Milliseconds a notice stays while neither the pointer nor the focus rests on it. */
  duration: number;
}

/**
 * The notices (Success popups) in one polite live region (role=status) at the bottom of the
 * viewport: the region is rendered before any notice, and a notice's words are put in it a moment
 * after its box, so screen readers announce them. A notice never takes the focus; it leaves after
 * `duration` (paused while hovered or focused: it can be read and its Dismiss button reached).
 */
export function NoticeRegion({ notices, duration }: NoticeRegionProps) {
  // The notices' close button is the dialog's (`.sa-dialog-close`): its sheet, though no dialog opened.
  useStylesheet('dialog', dialogCss);
  return (
    <div className="sa-notices" role="status" aria-live="polite" part="notices">
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} duration={duration} />
      ))}
    </div>
  );
}

function Notice({ notice, duration }: { notice: Popup; duration: number }) {
  const [said, setSaid] = useState(false);
  const [paused, setPaused] = useState(false);
  useEffect(() => setSaid(true), []);
  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => dismissPopup(notice.id), duration);
    return () => clearTimeout(timer);
  }, [notice.id, duration, paused]);
  return (
    <div
      className={`sa-notice sa-notice--${notice.kind}`}
      part="notice"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="sa-notice-message">
        {said && (
          <>
            <strong className="sa-notice-title">{notice.title}</strong> {notice.message}
          </>
        )}
      </p>
      <button type="button" className="sa-dialog-close sa-notice-close" part="notice-close" aria-label={messages.dismissNotice} onClick={() => dismissPopup(notice.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

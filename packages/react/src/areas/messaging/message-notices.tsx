import { useState } from 'react';
import { useQuery } from '../../data/use-query.js';
import { useStore } from '@nanostores/react';
import { $session, ApiError, loadMessageNotices, messagingLabels as l, saveMessageNotices } from '@studyatlas/core';
import { cx } from '../../ui/internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { messagingCss } from './messaging.css.js';

export interface MessageNoticesProps {
  className?: string;
}

/**
 * The profile's setting "E-mail me a notice of each new message" (Profile/MessageNotices): saved on
 * change, its answer announced. A host composes it into its profile page (the profile area does not
 * know about messaging).
 */
export function MessageNotices({ className }: MessageNoticesProps) {
  useStylesheet('messaging', messagingCss);
  const signedIn = useStore($session) !== null;
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const notices = useQuery('messaging/notices', () => loadMessageNotices(), { audience: 'member' });
  const enabled = notices.data;
  const setEnabled = (value: boolean) => notices.setData(() => value);

  const change = async (next: boolean) => {
    setSaving(true);
    setSaved(null);
    setEnabled(next);
    try {
      const reply = await saveMessageNotices(next);
      setEnabled(reply.enabled);
      setSaved(reply.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setEnabled(!next);
    } finally {
      setSaving(false);
    }
  };

  if (!signedIn) return null;
  return (
    <div className={cx('sa-root sa-msg-notices', className)} part="message-notices" aria-busy={enabled === null || saving || undefined}>
      <label className="sa-checkbox">
        <input type="checkbox" checked={enabled === true} disabled={enabled === null || saving} onChange={(event) => void change(event.currentTarget.checked)} />
        <span>{l.messageNotices}</span>
      </label>
      <p className="sa-msg-notices-status" role="status">
        {saved}
      </p>
    </div>
  );
}

import { useCallback, useState } from 'react';
import { deleteWorkRow, formatDisplayDate, loadWorkRows, messages, refreshQueries, showPopup, workLabels as t } from '@studyatlas/core';
import { Button } from '../../../ui/button/button.js';
import { Loader } from '../../../ui/loader/loader.js';
import type { HeadingLevel } from '../../../ui/panel/panel.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog.js';
import { profileEducationCss } from '../education/education.css.js';
import { WORK } from '../query-keys.js';
import { useRecords } from '../education/use-records.js';
import { WorkDialog } from './work-dialog.js';

export interface WorkSectionProps {
  /** Back (to education, member §2); no button without it. */
  onBack?: () => void;
  /** Next (to passports); no button without it. */
  onNext?: () => void;
  /** The section title's level (2 by default). */
  headingLevel?: HeadingLevel;
}

/**
 * Profile W (member §2, §3, §7): the signed-in member's jobs with their employer contact, an
 * add/edit dialog and a delete that asks first; Back and Next when the host gives them.
 */
export function WorkSection({ onBack, onNext, headingLevel = 2 }: WorkSectionProps) {
  const Heading = `h${headingLevel}` as const;
  useStylesheet('profile-education', profileEducationCss);
  const { data, loading } = useRecords(WORK, loadWorkRows);
  const [dialog, setDialog] = useState<{ id: number } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => setDialog(null), []);
  const saved = useCallback(() => {
    setDialog(null);
    refreshQueries(WORK);
  }, []);
  const confirmDelete = async () => {
    if (deleting === null) return;
    setBusy(true);
    try {
      showPopup(messages.titleSuccess, (await deleteWorkRow(deleting)).message);
      refreshQueries(WORK);
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  const rows = data?.rows ?? [];

  return (
    <div className="sa-edu-section" part="profile-work">
      <div className="sa-edu-block-head">
        <Heading className="sa-edu-title">{t.sectionTitle}</Heading>
        <Button variant="secondary" onClick={() => setDialog({ id: 0 })}>
          {t.add}
        </Button>
      </div>
      <Loader active={loading && !data} variant="inline" />
      {data && rows.length === 0 && <p className="sa-edu-muted">{messages.noRecords}</p>}
      {rows.length > 0 && (
        <ul className="sa-edu-rows" aria-label={t.sectionTitle}>
          {rows.map((row) => (
            <li key={row.id} className="sa-edu-row">
              <div className="sa-edu-row-text">
                <span className="sa-edu-row-name">{row.position}</span>
                <span>{row.employer}</span>
                <span className="sa-edu-muted">{`${formatDisplayDate(row.startDate)} – ${row.isCurrent || !row.endDate ? t.present : formatDisplayDate(row.endDate)}`}</span>
                <span className="sa-edu-muted">{[row.contact.city, row.contact.country].join(', ')}</span>
              </div>
              <div className="sa-edu-row-actions">
                <Button variant="secondary" onClick={() => setDialog({ id: row.id })} aria-label={`${t.editAction} ${row.position}`}>
                  {t.editAction}
                </Button>
                <Button variant="danger" onClick={() => setDeleting(row.id)} aria-label={`${t.deleteAction} ${row.position}`}>
                  {t.deleteAction}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {(onBack || onNext) && (
        <div className="sa-edu-nav">
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              {t.back}
            </Button>
          ) : (
            <span />
          )}
          {onNext && <Button onClick={onNext}>{t.next}</Button>}
        </div>
      )}
      {dialog && <WorkDialog id={dialog.id} onClose={close} onSaved={saved} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteConfirmTitle}
        message={t.deleteConfirm}
        confirmLabel={t.yes}
        cancelLabel={t.cancel}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

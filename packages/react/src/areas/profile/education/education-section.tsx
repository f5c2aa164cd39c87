import { useCallback, useState, type ReactNode } from 'react';
import { deleteEducationRecord, educationLabels as t, loadEducationGrid, messages, refreshQueries, showPopup } from '@studyatlas/core';
import { Button } from '../../../ui/button/button.js';
import { Loader } from '../../../ui/loader/loader.js';
import type { HeadingLevel } from '../../../ui/panel/panel.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog.js';
import { EnglishDialog } from './english-dialog.js';
import { EnglishText, OtherTestText, QualificationText, RowActions, Rows } from './education-grids.js';
import { OtherTestDialog } from './other-test-dialog.js';
import { profileEducationCss } from './education.css.js';
import { QualificationDialog } from './qualification-dialog.js';
import { EDUCATION } from '../query-keys.js';
import { useRecords } from './use-records.js';

export interface EducationSectionProps {
  /** Back (to the basic details, member §2); no button without it. */
  onBack?: () => void;
  /** Next (to work experience); no button without it. */
  onNext?: () => void;
  /** The section title's level (2 by default); the blocks' titles are one deeper. */
  headingLevel?: HeadingLevel;
}

type Kind = 'qualification' | 'english' | 'other';
interface Open {
  kind: Kind;
  id: number;
}

/**
 * Profile E (member §2, §3, §7): the qualifications, English tests (with their scores) and other
 * tests of the signed-in member, each with an add/edit dialog and a delete that asks first; Back and
 * Next when the host gives them (the profile tabs, the application wizard).
 */
export function EducationSection({ onBack, onNext, headingLevel = 2 }: EducationSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const BlockHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h3';
  useStylesheet('profile-education', profileEducationCss);
  const { data, loading } = useRecords(EDUCATION, loadEducationGrid);
  const [dialog, setDialog] = useState<Open | null>(null);
  const [deleting, setDeleting] = useState<Open | null>(null);
  const [busy, setBusy] = useState(false);

  const close = useCallback(() => setDialog(null), []);
  const saved = useCallback(() => {
    setDialog(null);
    refreshQueries(EDUCATION);
  }, []);
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const reply = await deleteEducationRecord(deleting.id, deleting.kind === 'qualification' ? 'Education' : 'English');
      showPopup(messages.titleSuccess, reply.message);
      refreshQueries(EDUCATION);
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  const open = (kind: Kind, id = 0) => () => setDialog({ kind, id });
  const remove = (kind: Kind, id: number) => () => setDeleting({ kind, id });

  const block = (kind: Kind, title: string, addLabel: string, list: ReactNode) => (
    <section className="sa-edu-block" aria-label={title}>
      <div className="sa-edu-block-head">
        <BlockHeading className="sa-edu-block-title">{title}</BlockHeading>
        <Button variant="secondary" onClick={open(kind)}>
          {addLabel}
        </Button>
      </div>
      {list}
    </section>
  );

  return (
    <div className="sa-edu-section" part="profile-education">
      <Heading className="sa-edu-title">{t.sectionTitle}</Heading>
      <Loader active={loading && !data} variant="inline" />
      {data && (
        <>
          {block(
            'qualification',
            t.qualificationsTitle,
            t.addQualification,
            <Rows rows={data.qualifications} label={t.qualificationsTitle} render={(row) => (
              <>
                <QualificationText row={row} />
                <RowActions name={row.qualification} onEdit={open('qualification', row.id)} onDelete={remove('qualification', row.id)} />
              </>
            )} />,
          )}
          {block(
            'english',
            t.englishTitle,
            t.addEnglish,
            <Rows rows={data.englishTests} label={t.englishTitle} render={(row) => (
              <>
                <EnglishText row={row} />
                <RowActions name={row.testName} onEdit={open('english', row.id)} onDelete={remove('english', row.id)} />
              </>
            )} />,
          )}
          {block(
            'other',
            t.otherTitle,
            t.addOther,
            <Rows rows={data.otherTests} label={t.otherTitle} render={(row) => (
              <>
                <OtherTestText row={row} />
                <RowActions name={row.testName} onEdit={open('other', row.id)} onDelete={remove('other', row.id)} />
              </>
            )} />,
          )}
        </>
      )}
      {(onBack || onNext) && (
        <div className="sa-edu-nav">
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              {t.back}
            </Button>
          ) : <span />}
          {onNext && <Button onClick={onNext}>{t.next}</Button>}
        </div>
      )}
      {dialog?.kind === 'qualification' && <QualificationDialog id={dialog.id} onClose={close} onSaved={saved} />}
      {dialog?.kind === 'english' && <EnglishDialog id={dialog.id} onClose={close} onSaved={saved} />}
      {dialog?.kind === 'other' && <OtherTestDialog id={dialog.id} onClose={close} onSaved={saved} />}
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

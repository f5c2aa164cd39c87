import { useState } from 'react';
import {
  ApiError,
  deleteDependant,
  deletePassport,
  deleteVisa,
  formatDisplayDate,
  messages,
  passportLabels as t,
  showPopup,
  type DependantRelation,
  type PassportType,
  type VisaType,
  refreshQueries,
  wordsByKey,
} from '@studyatlas/core';
import { Button } from '../../../ui/button/button.js';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog.js';
import { Loader } from '../../../ui/loader/loader.js';
import type { HeadingLevel } from '../../../ui/panel/panel.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { DependantDialog, RELATION_LABELS } from './dependant-dialog.js';
import { PassportDialog } from './passport-dialog.js';
import { profilePassportCss } from './passport.css.js';
import { RecordList, type RecordRow } from './record-list.js';
import { RefusalForm } from './refusal-form.js';
import { usePassportTab } from './use-passport-tab.js';
import { PASSPORT } from '../query-keys.js';
import { VISA_TYPE_LABELS, VisaDialog } from './visa-dialog.js';

type Kind = 'passport' | 'visa' | 'dependant';

export interface PassportSectionProps {
  /** Back (to the previous tab or step); no Back button without it. */
  onBack?: () => void;
  /** Next (the application wizard's P step); no Next button without it. */
  onNext?: () => void;
  /** The level of the blocks' titles (Passports, Visas, Dependants, refusal; 2 by default). */
  headingLevel?: HeadingLevel;
}

const TYPE_LABELS: Readonly<Record<PassportType, string>> = wordsByKey(t, { A: 'passportTypeA', P: 'passportTypeP', O: 'passportTypeO' });
const documentNames = (documents: ReadonlyArray<{ fileName: string }>) => documents.map((d) => d.fileName).join(', ');

/**
 * The profile's passport tab (member §2 P, §3, §5, §7): passports, visas and dependants, each a list
 * with its add / edit dialog and delete, then the visa breach and refusal flags with Save. Usable
 * alone (`<PassportSection onBack={…} />`) or inside the profile and the application wizard.
 */
export function PassportSection({ onBack, onNext, headingLevel = 2 }: PassportSectionProps) {
  const Heading = `h${headingLevel}` as const;
  useStylesheet('profile-passport', profilePassportCss);
  const tab = usePassportTab();
  const [editing, setEditing] = useState<{ kind: Kind; id: number } | null>(null);
  const [deleting, setDeleting] = useState<{ kind: Kind; id: number; title: string } | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const saved = (message: string) => {
    setEditing(null);
    showPopup(messages.titleSuccess, message);
    refreshQueries(PASSPORT);
  };

  const savedRefusal = (message: string) => {
    showPopup(messages.titleSuccess, message);
    refreshQueries(PASSPORT);
  };

  async function confirmDelete() {
    if (!deleting || deleteBusy) return;
    setDeleteBusy(true);
    try {
      const remove = deleting.kind === 'passport' ? deletePassport : deleting.kind === 'visa' ? deleteVisa : deleteDependant;
      const reply = await remove(deleting.id);
      showPopup(messages.titleSuccess, reply.message);
      refreshQueries(PASSPORT);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  const data = tab.data;
  if (!data) {
    return (
      <section className="sa-passport-tab" aria-label={t.passportsTitle}>
        <Loader active={tab.status === 'loading'} variant="inline" />
        {tab.status === 'failed' && <p role="alert">{tab.error}</p>}
      </section>
    );
  }

  const passports: RecordRow[] = data.passports.map((p) => ({
    id: p.id,
    title: `${p.countryName} – ${TYPE_LABELS[p.passportType]}${p.passportNo ? ` ${p.passportNo}` : ''}`,
    facts: [
      [t.passportType, TYPE_LABELS[p.passportType]],
      [t.passportNumber, p.passportNo],
      [t.issueDate, formatDisplayDate(p.issueDate)],
      [t.expiryDate, formatDisplayDate(p.expiryDate)],
      [t.issuingAuthority, p.issuingAuthority],
      [t.documents, documentNames(p.documents)],
    ],
  }));
  const visas: RecordRow[] = data.visas.map((v) => ({
    id: v.id,
    title: `${v.countryName} – ${v.visaNo}`,
    facts: [
      [t.visaType, v.visaType === 'OT' ? `${VISA_TYPE_LABELS.OT}: ${v.otherType}` : VISA_TYPE_LABELS[v.visaType]],
      [t.visaSubClass, v.subClass],
      [t.grantDate, formatDisplayDate(v.grantDate)],
      [t.expiryDate, formatDisplayDate(v.expiryDate)],
      [t.documents, documentNames(v.documents)],
    ],
  }));
  const dependants: RecordRow[] = data.dependants.map((d) => ({
    id: d.id,
    title: `${d.title} ${d.firstName} ${d.lastName}`,
    facts: [
      [t.relation, RELATION_LABELS[d.relation as DependantRelation] ?? d.relation],
      [t.dob, formatDisplayDate(d.dob)],
      [t.birthCountry, d.birthCountryName],
      [t.accompanying, d.accompanying ? t.yes : t.no],
      ...(d.accompanying
        ? ([
            [t.visaCountry, d.visaCountryName],
            [t.visaType, VISA_TYPE_LABELS[d.visaType as VisaType] ?? d.visaType],
            [t.expiryDate, formatDisplayDate(d.visaExpiryDate)],
          ] as const)
        : []),
    ],
  }));

  const block = (kind: Kind, title: string, add: string, rows: RecordRow[], empty: string) => (
    <section className="sa-passport-block" aria-label={title}>
      <div className="sa-passport-head">
        <Heading className="sa-passport-title">{title}</Heading>
        <Button variant="secondary" onClick={() => setEditing({ kind, id: 0 })}>
          {add}
        </Button>
      </div>
      <RecordList
        rows={rows}
        empty={empty}
        onEdit={(id) => setEditing({ kind, id })}
        onDelete={(id) => setDeleting({ kind, id, title: rows.find((r) => r.id === id)?.title ?? '' })}
      />
    </section>
  );

  const edited = <T extends { id: number }>(kind: Kind, list: readonly T[]): T | null | undefined =>
    editing?.kind !== kind ? undefined : editing.id === 0 ? null : (list.find((item) => item.id === editing.id) ?? null);
  const passport = edited('passport', data.passports);
  const visa = edited('visa', data.visas);
  const dependant = edited('dependant', data.dependants);

  return (
    <div className="sa-passport-tab">
      <Loader active={tab.status === 'loading'} />
      {block('passport', t.passportsTitle, t.addPassport, passports, t.noPassports)}
      {block('visa', t.visasTitle, t.addVisa, visas, t.noVisas)}
      {block('dependant', t.dependantsTitle, t.addDependant, dependants, t.noDependants)}
      <section className="sa-passport-block" aria-label={t.refusalTitle}>
        <div className="sa-passport-head">
          <Heading className="sa-passport-title">{t.refusalTitle}</Heading>
        </div>
        <RefusalForm refusal={data.refusal} countries={data.countries} onSaved={savedRefusal} />
      </section>
      {(onBack || onNext) && (
        <div className="sa-passport-actions">
          {onBack && (
            <Button variant="secondary" onClick={onBack}>
              {t.back}
            </Button>
          )}
          {onNext && <Button onClick={onNext}>{t.next}</Button>}
        </div>
      )}

      {passport !== undefined && (
        <PassportDialog passport={passport} countries={data.countries} documentTypes={data.documentTypes} onClose={() => setEditing(null)} onSaved={saved} />
      )}
      {visa !== undefined && <VisaDialog visa={visa} countries={data.countries} documentTypes={data.documentTypes} onClose={() => setEditing(null)} onSaved={saved} />}
      {dependant !== undefined && <DependantDialog dependant={dependant} countries={data.countries} onClose={() => setEditing(null)} onSaved={saved} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmDelete}
        message={deleting?.title ?? ''}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

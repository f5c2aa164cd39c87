import { useState } from 'react';
import { catalogueLabels as l, deleteCatalogueIntake, format, formatMoney, messages, showPopup, type workspace } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { Fact } from './facts.js';
import { IntakeForm } from './intake-form.js';
import { useChange } from './use-change.js';
import { useConfirmRemove } from './use-confirm-remove.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Intake = workspace.CatalogueIntake;

export interface CourseIntakesProps {
  org: number;
  course: workspace.CatalogueCourse;
  campuses: { id: number; name: string }[];
  studyModes: { id: number; name: string }[];
  readOnly: boolean;
  /** The heading level of its title. */
  level: 3 | 4 | 5 | 6;
  onChanged: (course: workspace.CatalogueCourse) => void;
  reload: () => void;
}

const seatsText = (intake: Intake) =>
  intake.seats === null ? format(l.seatsUnlimited, { taken: intake.seatsTaken }) : format(l.seatsOf, { taken: intake.seatsTaken, seats: intake.seats });
const fee = (amount: number | null, currency: string) => (amount === null ? '' : formatMoney(amount, currency));

/** A course's intakes: each with its seats taken; add, edit and remove for those who edit. */
export function CourseIntakes({ org, course, campuses, studyModes, readOnly, level, onChanged, reload }: CourseIntakesProps) {
  useWorkspaceStyles();
  const [editing, setEditing] = useState<Intake | 'new' | null>(null);
  const { busy, run } = useChange(reload);
  const Sub = `h${level}` as const;
  const saved = (next: workspace.CatalogueCourse) => {
    setEditing(null);
    onChanged(next);
    showPopup(messages.titleSuccess, l.intakeSaved);
  };
  const removal = useConfirmRemove<Intake>({
    title: l.removeIntake,
    question: ({ startDate, campus }) => format(l.removeIntakeConfirm, { date: startDate, campus }),
    run,
    busy,
    remove: async ({ id }) => {
      onChanged(await deleteCatalogueIntake(org, id));
      showPopup(messages.titleSuccess, l.intakeRemoved);
    },
  });
  const campusesOfCourse = campuses.filter((c) => course.campusIds.includes(c.id));
  const form = (intake?: Intake) => (
    <IntakeForm org={org} course={course} campuses={campusesOfCourse} studyModes={studyModes} intake={intake} onSaved={saved} onCancel={() => setEditing(null)} />
  );
  return (
    <section className="sa-workspace-part" aria-label={l.intakes}>
      <Sub className="sa-workspace-subheading">{l.intakes}</Sub>
      {course.intakes.length === 0 && <p className="sa-empty">{l.noIntakes}</p>}
      {course.intakes.length > 0 && (
        <ul className="sa-workspace-records">
          {course.intakes.map((intake) => (
            <li key={intake.id} className="sa-workspace-choice">
              <dl className="sa-workspace-facts">
                <Fact label={l.startDate} value={intake.startDate} />
                <Fact label={l.campus} value={intake.campus} />
                <Fact label={l.studyMode} value={intake.studyMode} />
                <Fact label={l.seats} value={seatsText(intake)} />
                {intake.annualFee !== null && <Fact label={l.annualFee} value={fee(intake.annualFee, intake.currency)} />}
                {intake.totalFee !== null && <Fact label={l.totalFee} value={fee(intake.totalFee, intake.currency)} />}
              </dl>
              {!readOnly &&
                (editing !== null && editing !== 'new' && editing.id === intake.id ? (
                  form(intake)
                ) : (
                  <div className="sa-workspace-actions">
                    <Button variant="secondary" aria-label={`${l.editIntake} ${intake.startDate} ${intake.campus}`} onClick={() => setEditing(intake)}>
                      {l.edit}
                    </Button>
                    <Button variant="secondary" busy={busy} aria-label={`${l.removeIntake} ${intake.startDate} ${intake.campus}`} onClick={() => removal.ask(intake)}>
                      {l.removeIntake}
                    </Button>
                  </div>
                ))}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (editing === 'new' ? form() : <Button onClick={() => setEditing('new')}>{l.addIntake}</Button>)}
      {removal.dialog}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { basicLabels as t, format, loadDestinations, messages, refreshQueries, saveDestination, showPopup } from '@studyatlas/core';
import { useInitialData } from '../../../data/use-initial-data.js';
import { BASIC, STUDY } from '../query-keys.js';
import { Button } from '../../../ui/button/button.js';
import { Dialog } from '../../../ui/dialog/dialog.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { basicCss } from './basic.css.js';
import { Loader } from '../../../ui/loader/loader.js';
import { IdSelectField } from '../../../ui/select-field/id-select-field.js';

type Named = { id: number; name: string };

export interface PreferredDestinationProps {
  /** The preferred destination known when the screen loaded (BasicDetailLoad). */
  initial: number | null;
  /** Country names (BasicDetailLoad's list) to name the current destination before the dialog loads its own. */
  names: ReadonlyArray<Named>;
  onSaved?: (countryId: number) => void;
}

/**
 * The preferred-destination dialog (member §2, §7 ChangeDestinationLoad / ChangeDestinationSave):
 * the current destination, a button that opens a dialog with the countries a member may prefer;
 * saving sets it (and the header data's copy) and says so in a Success popup.
 */
export function PreferredDestination({ initial, names, onSaved }: PreferredDestinationProps) {
  useStylesheet('profile-basic', basicCss);
  const [preferred, setPreferred] = useState<number | null>(initial);
  const [open, setOpen] = useState(false);
  const [countries, setCountries] = useState<Named[] | null>(null);
  const [choice, setChoice] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setPreferred(initial), [initial]);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  useInitialData(
    open ? `${BASIC}/destinations` : null,
    loadDestinations,
    (reply) => {
      setCountries(reply.countries);
      setChoice(reply.preferredDestinationFk ?? 0);
    },
    { audience: 'member', onFailed: () => setCountries([]) },
  );

  async function save() {
    if (!choice) {
      setError(messages.required);
      return;
    }
    setBusy(true);
    try {
      const message = await saveDestination(choice, { quiet: true });
      setPreferred(choice);
      setOpen(false);
      showPopup(messages.titleSuccess, message);
      // The preferred destination is also the study preferences' preferred one (ChangeDestinationSave).
      refreshQueries(BASIC, STUDY);
      onSaved?.(choice);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  const name = (countries ?? names).find((c) => c.id === preferred)?.name ?? names.find((c) => c.id === preferred)?.name;
  return (
    <div className="sa-root sa-basic-destination">
      <p className="sa-basic-destination-current">
        {preferred ? (name ? format(t.destinationCurrent, { name }) : t.destinationTitle) : t.destinationNone}
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.destinationChange}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.destinationTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t.destinationCancel}
            </Button>
            <Button busy={busy} disabled={countries === null} onClick={() => void save()}>
              {t.destinationSave}
            </Button>
          </>
        }
      >
        <Loader active={countries === null} variant="inline" />
        <IdSelectField
          name="preferredDestination"
          label={t.destinationCountry}
          required
          error={error}
          value={choice}
          anyLabel={t.choose}
          options={countries ?? []}
          onChange={(id) => {
            setChoice(id);
            setError(null);
          }}
        />
      </Dialog>
    </div>
  );
}

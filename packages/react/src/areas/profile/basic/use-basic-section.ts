import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiError,
  basicMessages,
  emptyBasicDetail,
  loadBasicDetail,
  loadInstitutions,
  messages,
  primePlaces,
  saveBasicDetail,
  showPopup,
  validateBasicDetail,
  type BasicDetailLoad,
  type BasicDetailValues,
  type CallOptions,
} from '@studyatlas/core';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../../form-kit/index.js';

type Named = { id: number; name: string };

/** Where the basic details come from and go to: the profile's calls, or the wizard's (LoadAboutMe / UpdateAboutMe). */
export interface BasicSectionCalls {
  load?: (options: CallOptions) => Promise<BasicDetailLoad>;
  save?: (values: BasicDetailValues, options: CallOptions) => Promise<string>;
}

export interface BasicSectionController {
  form: UseFormReturnType<BasicDetailValues>;
  submit: FormSubmit;
  /** What BasicDetailLoad answered (lists, image address); null while it loads or when it failed. */
  data: BasicDetailLoad | null;
  loading: boolean;
  /** The institutions of the chosen institution country. */
  institutions: Named[];
  /** Reloads the details (after another screen changed them). */
  reload(): void;
}

const isUnanswered = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * The basic details (member §3, §5, §8): loads them with the form's lists, checks them with the
 * core rule, saves them (BDUpsert) and says 'Data save successfully' in a Success popup; a server
 * that fails says 'Technical Server error' above the form. The institution list follows the
 * institution country (InstitutionLoad).
 */
export function useBasicSection(onSaved?: () => void, { load = loadBasicDetail, save = saveBasicDetail }: BasicSectionCalls = {}): BasicSectionController {
  const calls = useRef({ load, save });
  calls.current = { load, save };
  const [data, setData] = useState<BasicDetailLoad | null>(null);
  const [loading, setLoading] = useState(true);
  const [institutions, setInstitutions] = useState<Named[]>([]);
  const [version, setVersion] = useState(0);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const form: UseFormReturnType<BasicDetailValues> = useForm({
    initialValues: emptyBasicDetail(),
    validate: ruleErrors((values) => validateBasicDetail(values, new Date())),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      try {
        const message = await calls.current.save(values, { quiet: true });
        form.setInitialValues(values);
        form.reset();
        showPopup(messages.titleSuccess, message);
        onSavedRef.current?.();
      } catch (error) {
        if (isUnanswered(error)) return { form: basicMessages.basicSaveFailed };
        throw error;
      }
    }),
    focusFirstError,
  );

  const { setInitialValues, reset: resetForm } = form;
  const reset = useCallback(
    (values: BasicDetailValues) => {
      setInitialValues(values);
      resetForm();
    },
    [setInitialValues, resetForm],
  );
  const loadedCountry = useRef(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    calls.current.load({ signal: controller.signal }).then(
      (reply) => {
        // The saved places' lists came with the details: the place fields need not ask again.
        primePlaces({
          countries: reply.countries,
          states: Object.fromEntries(reply.places.states.map((list) => [list.countryFk, list.rows])),
          cities: Object.fromEntries(reply.places.cities.map((list) => [list.stateFk, list.rows])),
        });
        setData(reply);
        setInstitutions(reply.institutions);
        // The saved institution country's list came with the details.
        loadedCountry.current = reply.detail.basic.institutionCountryFk;
        reset(reply.detail);
        setLoading(false);
      },
      () => {
        if (!controller.signal.aborted) setLoading(false);
      },
    );
    return () => controller.abort();
  }, [reset, version]);

  const country = form.values.basic.institutionCountryFk;
  const currentStudy = form.values.basic.currentStudy;
  useEffect(() => {
    if (!data || !currentStudy) return;
    if (!country) {
      setInstitutions([]);
      return;
    }
    if (country === loadedCountry.current) return;
    let live = true;
    loadInstitutions(country, { quiet: true }).then(
      (rows) => {
        if (!live) return;
        loadedCountry.current = country;
        setInstitutions(rows);
      },
      () => live && setInstitutions([]),
    );
    return () => {
      live = false;
    };
  }, [country, currentStudy, data]);
  useEffect(() => {
    if (data) loadedCountry.current = data.detail.basic.institutionCountryFk;
  }, [data]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { form, submit, data, loading, institutions, reload };
}

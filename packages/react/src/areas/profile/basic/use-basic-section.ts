import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useRef, useState } from 'react';
import { useQuery } from '../../../data/use-query.js';
import { useInitialData } from '../../../data/use-initial-data.js';
import { BASIC } from '../query-keys.js';
import {
  ApiError,
  basicMessages,
  emptyBasicDetail,
  loadBasicDetail,
  loadInstitutions,
  messages,
  primePlaces,
  refreshQueries,
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

const NONE: Named[] = [];

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
  const [version, setVersion] = useState(0);
  const [shown, setShown] = useState<string | null>(null);
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
        refreshQueries(BASIC);
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
  // The profile's BasicDetailLoad and the wizard's LoadAboutMe answer the same details: one key. A
  // reload (another screen changed them) starts the form again from a new answer.
  const key = `${BASIC}/detail/${version}`;
  const detail = useInitialData(
    key,
    async () => {
      const reply: BasicDetailLoad = await calls.current.load({});
      // The saved places' lists came with the details: the place fields need not ask again.
      primePlaces({
        countries: reply.countries,
        states: Object.fromEntries(reply.places.states.map((list) => [list.countryFk, list.rows])),
        cities: Object.fromEntries(reply.places.cities.map((list) => [list.stateFk, list.rows])),
      });
      return reply;
    },
    (reply) => {
      reset(reply.detail);
      setShown(key);
    },
    { audience: 'member' },
  );
  const data = detail.data;
  const loading = shown !== key && detail.status !== 'failed' && detail.status !== 'idle';

  // The institutions of the chosen institution country: the saved country's came with the details.
  const country = form.values.basic.institutionCountryFk;
  const currentStudy = form.values.basic.currentStudy;
  const savedCountry = data?.detail.basic.institutionCountryFk ?? 0;
  const other = useQuery(data && currentStudy && country && country !== savedCountry ? `${BASIC}/institutions/${country}` : null, () => loadInstitutions(country, { quiet: true }), {
    audience: 'public',
  });
  const institutions: Named[] = !data || !country ? NONE : country === savedCountry ? data.institutions : (other.data ?? NONE);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { form, submit, data, loading, institutions, reload };
}

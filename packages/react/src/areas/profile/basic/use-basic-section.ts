import { useCallback, useEffect, useRef, useState } from 'react';
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
import { useSaForm, type SaForm } from '../../../form-kit/index.js';
import { useInitialData } from '../../../data/use-initial-data.js';
import { useQuery } from '../../../data/use-query.js';
import { BASIC, PROFILE_LISTS } from '../query-keys.js';

type Named = { id: number; name: string };

const NONE: Named[] = [];

/** Where the basic details come from and go to: the profile's calls, or the wizard's (LoadAboutMe / UpdateAboutMe). */
export interface BasicSectionCalls {
  load?: (options: CallOptions) => Promise<BasicDetailLoad>;
  save?: (values: BasicDetailValues, options: CallOptions) => Promise<string>;
}

export interface BasicSectionController {
  form: SaForm<BasicDetailValues>;
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
  // A save makes every cached copy of the details stale (the next opening asks again).
  const saveAndRefresh = async (values: BasicDetailValues, options: CallOptions) => {
    const message = await save(values, options);
    refreshQueries(BASIC);
    return message;
  };
  const calls = useRef({ load, save: saveAndRefresh });
  calls.current = { load, save: saveAndRefresh };
  const [data, setData] = useState<BasicDetailLoad | null>(null);
  const [version, setVersion] = useState(0);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const form = useSaForm<BasicDetailValues>({
    defaultValues: emptyBasicDetail(),
    validate: (values) => validateBasicDetail(values, new Date()),
    onSubmit: async (values) => {
      try {
        const message = await calls.current.save(values, { quiet: true });
        form.reset(values);
        showPopup(messages.titleSuccess, message);
        onSavedRef.current?.();
      } catch (error) {
        if (isUnanswered(error)) return { form: basicMessages.basicSaveFailed };
        throw error;
      }
    },
  });

  const { reset } = form;
  // Each reload is a key of its own: its answer fills the form again.
  const details = useInitialData(
    `${BASIC}/${load === loadBasicDetail ? 'detail' : 'about-me'}#${version}`,
    () => calls.current.load({}),
    (reply) => {
      // The saved places' lists came with the details: the place fields need not ask again.
      primePlaces({
        countries: reply.countries,
        states: Object.fromEntries(reply.places.states.map((list) => [list.countryFk, list.rows])),
        cities: Object.fromEntries(reply.places.cities.map((list) => [list.stateFk, list.rows])),
      });
      setData(reply);
      reset(reply.detail);
    },
    { audience: 'member' },
  );
  const loading = details.status === 'loading' || (details.status === 'done' && details.data !== data);

  const country = form.watch('basic.institutionCountryFk');
  const currentStudy = form.watch('basic.currentStudy');
  // The saved institution country's list came with the details; another country's is asked for.
  const savedCountry = data?.detail.basic.institutionCountryFk ?? 0;
  const asked = data && currentStudy && country && country !== savedCountry ? country : 0;
  const listed = useQuery(asked ? `${PROFILE_LISTS}/institutions/${asked}` : null, () => loadInstitutions(asked, { quiet: true }), { keepWhileLoading: true });
  const institutions = !data || !country ? NONE : country === savedCountry ? data.institutions : (listed.data ?? NONE);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { form, data, loading, institutions, reload };
}

import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FieldNames, type FormSubmit, type RuleMessages } from '../../form-kit/index.js';

/**
 * A search form's values: flat, each a text, an id (0 = any) or a yes / no. `any` so that an interface such as a core filter qualifies: `unknown` would need an index signature.
 */
export type SearchValues = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The keys of the choices a change can reset: ids (back to 0, any) and texts (back to ''). */
type ChoiceKey<V> = { [K in keyof V]: V[K] extends string | number ? K : never }[keyof V];

/** For each field, the finer choices that no longer belong once it changes (country → state, city). */
export type SearchCascades<V> = { readonly [K in keyof V]?: readonly ChoiceKey<V>[] };

export interface UseSearchFormOptions<V extends SearchValues> {
  /** The form's first values, complete: usually the remembered search's (read once, on mount). */
  defaultValues: V | (() => V);
  /** The core rule: field → the specification's message (`form` for the whole form's). */
  validate?: (values: V) => RuleMessages;
  /** Names the rule or the server use for a field when they differ from its key. */
  fieldNames?: FieldNames;
  /** The finer choices each choice resets when it changes (`set`, and `cascade` on a select). */
  cascades?: SearchCascades<V>;
  /**
   * Runs the search with valid values; busy meanwhile, a second Search is ignored. A refusal of the
   * server (ApiError) is shown on the form (its field messages on the fields, otherwise above them).
   */
  search: (values: V) => Promise<unknown>;
  /** After the search answered: opens the results (a route, or the caller's onSearched). */
  open?: (values: V) => void;
  /** What Clear empties the form to (a fixed country or institution kept). */
  emptyValues: () => V;
  /** What Clear forgets besides the values: the remembered search, a selection. */
  forget?: () => void;
}

/** What every search form shares; an area's hook adds its lists and its own state. */
export interface SearchForm<V extends SearchValues> {
  /** The form (Mantine's): the bound fields, `submitting`, `errors` (`errors.form` above the fields). */
  form: UseFormReturnType<V>;
  /** The `<form>`'s onSubmit: the rule, then the search (a second one while it runs is ignored). */
  submit: FormSubmit;
  /** The values, read in render. */
  values: V;
  /** Sets a value as the visitor's choice would (its finer choices reset): unbound fields, presets. */
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** A bound select's `onValueChange`: resets the finer choices of `name` (undefined when it has none). */
  cascade: (name: keyof V & string) => (() => void) | undefined;
  /** Clear: forgets the search and empties the form (no messages, no longer submitted). */
  clear: () => void;
}

/** The "any" of a finer choice: 0 for an id, '' for a text. */
const anyOf = (value: unknown): string | number => (typeof value === 'number' ? 0 : '');

/**
 * The skeleton every search form shares, on Mantine's `useForm`: the values, a choice with its cascades,
 * Search (the rule first, then the search — busy meanwhile, a refusal shown on the form — then the
 * results open) and Clear. Each area's hook says only what is its own: its values, rule, search,
 * cascades and where the results open.
 */
export function useSearchForm<V extends SearchValues>(options: UseSearchFormOptions<V>): SearchForm<V> {
  const { validate, fieldNames, search, open, emptyValues, forget } = options;
  const cascades: SearchCascades<V> = options.cascades ?? {};
  const [first] = useState(options.defaultValues);
  const form: UseFormReturnType<V> = useForm({
    initialValues: first,
    validate: validate && ruleErrors(validate, fieldNames),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(
      form,
      async (values) => {
        await search(values);
        open?.(values);
      },
      fieldNames,
    ),
    focusFirstError,
  );
  const setField = form.setFieldValue as (name: string, value: unknown) => void;
  const values = form.values;

  const resetFiner = (name: keyof V) => {
    const current = form.getValues();
    for (const finer of (cascades[name] ?? []) as readonly string[]) setField(finer, anyOf(current[finer]));
  };

  return {
    form,
    submit,
    values,
    set: (name, value) => {
      setField(name, value);
      resetFiner(name);
    },
    cascade: (name) => (cascades[name]?.length ? () => resetFiner(name) : undefined),
    clear: () => {
      forget?.();
      form.setInitialValues(emptyValues());
      form.reset();
    },
  };
}

/** A filter's fields under their form names (the fields' DOM names): `{ HmtwnCntry: 'homeCountry', … }`. */
export type FormNames<F> = Readonly<Record<string, keyof F>>;

/** The form's values of a filter `F`, each field under its form name. */
export type NamedValues<F, N extends FormNames<F>> = { -readonly [K in keyof N]: F[N[K]] };

/** The form's values of a filter: each field under its form name. */
export function namedValuesOf<F, N extends FormNames<F>>(filter: F, names: N): NamedValues<F, N> {
  return Object.fromEntries(Object.entries(names).map(([name, key]) => [name, filter[key]])) as NamedValues<F, N>;
}

/** The filter of the form's values: each form name back to its field. */
export function filterOfNamed<F, N extends FormNames<F>>(values: NamedValues<F, N>, names: N): F {
  return Object.fromEntries(Object.entries(names).map(([name, key]) => [key, values[name as keyof N]])) as F;
}

import { useForm, type UseFormReturnType } from '@mantine/form';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { ApiError } from '@studyatlas/core';
import { apiErrorMessages } from './api-errors.js';
import { focusFirstNamed, type Focusable } from './focus.js';
import { errorPaths, isWithin, normalizePath, pathIn, reindexRows, RULE_KEY, SERVER_KEY, type ErrorMap, type FieldNames, type SaFormMessages } from './messages.js';
import { clonePlain, diffPaths, getIn, type FieldPath, type FieldValues, type PathValue } from './paths.js';
import { runRule, whenReady, type SaFormRule } from './rule.js';

export interface UseSaFormOptions<V extends FieldValues> {
  /** The form's first values, complete (every field controlled from the start). */
  defaultValues: V;
  /** The core rule for these values: field path → the specification's message (`form`: the whole form's). */
  validate?: SaFormRule<V>;
  /**
   * Runs with valid values; `busy` meanwhile, a second submit is ignored. A thrown ApiError is shown
   * inline: its per-field messages on the fields, otherwise its message as the form's. Return
   * messages to show them without throwing (`form` for the form's).
   */
  onSubmit: (values: V) => Promise<SaFormMessages<V> | void> | SaFormMessages<V> | void;
  /** Called when a submit stopped at the rule, with the invalid paths (e.g. to open a wizard's step). */
  onInvalid?: (paths: string[]) => void;
  /**
   * Names the rule or the server use for a field when they differ from its path (`{ country_fk:
   * 'countryFk' }`). A rule's message for a name the form does not know shows as the form's message.
   */
  fieldNames?: FieldNames<V>;
}

/** What a bound field (or a primitive without one) needs to show and change one value. */
export interface FieldBinding<T> {
  /** The DOM name: the value's path (`countryFk`, `rows.1.score`). */
  name: string;
  value: T;
  /** The message shown on the field. */
  error: string | undefined;
  /** Sets the value (dirty, then the whole rule again after the first submit). */
  onChange: (value: T) => void;
  /** Lets focus reach the field when no `<form>` is attached (an element, or anything with `focus()`). */
  ref: (node: Focusable | null) => void;
}

/** Accepted so calls written for react-hook-form keep compiling; dirty state always follows the values. */
export interface SetValueOptions {
  shouldDirty?: boolean;
  shouldTouch?: boolean;
  /** Runs the whole rule now, even before the first submit (after it, every change does). */
  shouldValidate?: boolean;
}

/** Row operations behind `useFormRows` (use the hook; these keep the rows' keys and messages in step). */
export interface SaFormLists {
  /** One stable key per row of the list at `path`. */
  keys: (path: string) => readonly string[];
  insert: (path: string, item: unknown, index?: number) => void;
  remove: (path: string, index: number) => void;
  move: (path: string, from: number, to: number) => void;
}

type Values<V, P extends readonly string[]> = { -readonly [K in keyof P]: PathValue<V, P[K] & string> };

/** The SDK's form: values, messages, dirty state, submit and focus, on @mantine/form. */
export interface SaForm<V extends FieldValues> {
  /** True while `onSubmit` runs. */
  busy: boolean;
  /** True once a submit was tried (until `reset`): every change then re-runs the whole rule. */
  submitted: boolean;
  /** Validates, then runs `onSubmit` (the `<form>`'s onSubmit; Enter submits). */
  submit: (event?: FormEvent) => Promise<void>;
  /** Attach to the `<form>`: the first invalid field is found in document order through it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** `<form {...form.formProps}>`: ref, noValidate and onSubmit. */
  formProps: { ref: RefObject<HTMLFormElement | null>; noValidate: true; onSubmit: (event: FormEvent) => void };
  /** The message about the whole form: the server's answer, else the rule's `form` message. */
  formError: string | undefined;
  /** The message shown on a field (a list's own message at the list's path). */
  errorOf: (path: FieldPath<V>) => string | undefined;
  /** True when a message sits on `path` or anything inside it. */
  hasError: (path: FieldPath<V>) => boolean;
  /** In render: the values (all, at a path, or at several paths), the component re-rendering on each change. */
  watch: {
    (): V;
    <P extends FieldPath<V>>(path: P): PathValue<V, P>;
    <const P extends readonly FieldPath<V>[]>(paths: P): Values<V, P>;
  };
  /** In a handler: the current values (all, or at a path). */
  getValues: {
    (): V;
    <P extends FieldPath<V>>(path: P): PathValue<V, P>;
  };
  /** Sets a value as a field would (dirty, then the whole rule again after the first submit). */
  setValue: <P extends FieldPath<V>>(path: P, value: PathValue<V, P>, options?: SetValueOptions) => void;
  /** Back to `defaultValues` (or to `values`, the new defaults): no messages, not submitted, clean. */
  reset: (values?: V) => void;
  /** True when the values (or the value at `path`) differ from the defaults. */
  isDirty: (path?: FieldPath<V>) => boolean;
  /** The leaf paths whose value differs from the defaults (`contact.email`, `rows.0.score`; an added row as `rows.1`). */
  dirtyPaths: () => string[];
  /**
   * Runs the whole rule and shows its messages: all of them, or only those on `paths` (and inside
   * them), others left as they are. True when those paths are valid.
   */
  trigger: (paths?: FieldPath<V> | readonly FieldPath<V>[]) => Promise<boolean>;
  /** Shows messages as if `onSubmit` returned them (`form` for the form's) and focuses the first. */
  showMessages: (messages: SaFormMessages<V>) => void;
  /** Focuses the first field, in document order, among `paths` (form-level only: the first field). */
  focusFirstInvalid: (paths: readonly string[]) => void;
  /** Calls `listener` with the path after each change of a value (not after `reset`); returns the unsubscribe. */
  subscribe: (listener: (path: string) => void) => () => void;
  /** A field's value, message, change and ref (what the bound fields use). */
  bind: <P extends FieldPath<V>>(path: P) => FieldBinding<PathValue<V, P>>;
  /** Row operations behind `useFormRows`. */
  lists: SaFormLists;
}

type Stable<V extends FieldValues> = Omit<SaForm<V>, 'busy' | 'submitted' | 'formError'>;

const hasMessages = (messages: object | void): messages is Record<string, string | undefined> =>
  !!messages && Object.values(messages).some(Boolean);

/**
 * The SDK's form on @mantine/form (controlled mode: the component re-renders on each change, so
 * `watch` reads values in render). Mantine keeps the values, the defaults, the messages, the list
 * operations and `busy`; form-kit runs the core rule: on submit, then after each change the whole
 * rule again (so cross-field and form messages follow), focuses the first invalid field and shows
 * the server's refusals inline.
 */
export function useSaForm<V extends FieldValues>(options: UseSaFormOptions<V>): SaForm<V> {
  const latest = useRef(options);
  latest.current = options;
  const engine = useForm<V>({ mode: 'controlled', initialValues: options.defaultValues, clearInputErrorOnChange: false });
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const [submitted, setSubmitted] = useState(false);
  const stable = useRef<Stable<V> | null>(null);
  stable.current ??= createForm(latest, engineRef, setSubmitted);
  const errors = engine.errors as ErrorMap;
  return {
    ...stable.current,
    busy: engine.submitting,
    submitted,
    formError: errors[SERVER_KEY] ?? errors[RULE_KEY],
  };
}

/** The form's methods, made once: they read the latest options and engine through refs, so they are stable. */
function createForm<V extends FieldValues>(
  latest: RefObject<UseSaFormOptions<V>>,
  engineRef: RefObject<UseFormReturnType<V>>,
  setSubmitted: (submitted: boolean) => void,
): Stable<V> {
  const engine = () => engineRef.current;
  const formRef: RefObject<HTMLFormElement | null> = { current: null };
  /** The messages as last set (Mantine's state follows for the render). */
  let errors: ErrorMap = {};
  let isSubmitted = false;
  let running = false;
  /** Counts whole-rule runs, so an older async answer never replaces a newer one. */
  let run = 0;
  /** Counts resets: an answer the rule gave for the values before a reset is dropped. */
  let resets = 0;
  const listeners = new Set<(path: string) => void>();
  const nodes = new Map<string, Focusable>();
  const refs = new Map<string, (node: Focusable | null) => void>();
  const rowKeys = new Map<string, string[]>();
  let nextKey = 0;

  const values = () => engine().getValues();
  const rule = () => runRule(latest.current.validate, values(), latest.current.fieldNames);
  const setErrors = (next: ErrorMap) => {
    errors = next;
    engine().setErrors(next);
  };
  const markSubmitted = (next: boolean) => {
    isSubmitted = next;
    setSubmitted(next);
  };

  /** The whole rule; its messages replace every other (the server's included). */
  const revalidate = () => {
    const id = ++run;
    whenReady(rule(), (messages) => {
      if (id === run) setErrors(messages);
    });
  };

  const changed = (path: string, validate = false) => {
    if (isSubmitted || validate) revalidate();
    for (const listener of [...listeners]) listener(path);
  };

  const focusFirstInvalid = (paths: readonly string[]) => {
    const targets = paths.length > 0 ? paths : Object.keys(values());
    if (focusFirstNamed(formRef.current, targets)) return;
    for (const target of targets) {
      for (const [name, node] of nodes) {
        if (!isWithin(name, target)) continue;
        node.focus();
        return;
      }
    }
  };

  const showMessages = (messages: SaFormMessages<V>) => {
    const next: Record<string, string> = { ...errors };
    const paths: string[] = [];
    for (const [path, message] of Object.entries(messages as Record<string, string | undefined>)) {
      if (!message) continue;
      if (path !== 'form') paths.push(normalizePath(path));
      next[path === 'form' ? SERVER_KEY : normalizePath(path)] = message;
    }
    setErrors(next);
    focusFirstInvalid(paths);
  };

  const setValue = (path: string, value: unknown, options?: SetValueOptions) => {
    engine().setFieldValue(path, value as never);
    changed(path, options?.shouldValidate);
  };

  const reset = (next?: FieldValues) => {
    run += 1;
    resets += 1;
    markSubmitted(false);
    if (next) engine().setInitialValues(next as V);
    engine().reset();
    errors = {};
    rowKeys.clear();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (running) return;
    running = true;
    try {
      markSubmitted(true);
      const id = ++run;
      const generation = resets;
      const submitted = clonePlain(values());
      // A sync rule answers at once, so busy shows in the very render of the click (no await in between).
      const answer = rule();
      const messages = answer instanceof Promise ? await answer : answer;
      if (generation !== resets) return;
      if (id === run) setErrors(messages);
      if (Object.keys(messages).length > 0) {
        const paths = errorPaths(messages);
        focusFirstInvalid(paths);
        latest.current.onInvalid?.(paths);
        return;
      }
      engine().setSubmitting(true);
      try {
        const returned = await latest.current.onSubmit(submitted);
        if (hasMessages(returned)) showMessages(returned as SaFormMessages<V>);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        showMessages(apiErrorMessages(error, (field) => pathIn(values(), field, latest.current.fieldNames)) as SaFormMessages<V>);
      } finally {
        engine().setSubmitting(false);
      }
    } finally {
      running = false;
    }
  };

  const trigger = async (paths?: string | readonly string[]) => {
    if (paths === undefined) {
      const id = ++run;
      const messages = await rule();
      if (id === run) setErrors(messages);
      return Object.keys(messages).length === 0;
    }
    const within = (key: string) => (typeof paths === 'string' ? [paths] : paths).some((path) => isWithin(key, path));
    const generation = resets;
    const messages = await rule();
    if (generation !== resets) return false;
    const next: Record<string, string> = {};
    for (const [key, message] of Object.entries(errors)) if (!within(key)) next[key] = message;
    let valid = true;
    for (const [key, message] of Object.entries(messages)) {
      if (!within(key)) continue;
      next[key] = message;
      valid = false;
    }
    setErrors(next);
    return valid;
  };

  const refOf = (path: string) => {
    let ref = refs.get(path);
    if (!ref) {
      ref = (node) => {
        if (node) nodes.set(path, node);
        else nodes.delete(path);
      };
      refs.set(path, ref);
    }
    return ref;
  };

  const keysOf = (path: string) => {
    const length = (getIn(values(), path) as readonly unknown[] | undefined)?.length ?? 0;
    const keys = rowKeys.get(path) ?? [];
    if (keys.length > length) keys.length = length;
    while (keys.length < length) keys.push(`row-${nextKey++}`);
    rowKeys.set(path, keys);
    return keys;
  };

  const lists: SaFormLists = {
    keys: (path) => [...keysOf(path)],
    insert: (path, item, index) => {
      const keys = keysOf(path);
      const at = Math.min(Math.max(index ?? keys.length, 0), keys.length);
      engine().insertListItem(path, item as never, at);
      keys.splice(at, 0, `row-${nextKey++}`);
      setErrors(reindexRows(errors, path, (i) => (i >= at ? i + 1 : i)));
      changed(path);
    },
    remove: (path, index) => {
      const keys = keysOf(path);
      if (index < 0 || index >= keys.length) return;
      engine().removeListItem(path, index);
      keys.splice(index, 1);
      setErrors(reindexRows(errors, path, (i) => (i === index ? undefined : i > index ? i - 1 : i)));
      changed(path);
    },
    move: (path, from, to) => {
      const keys = keysOf(path);
      if (from === to || from < 0 || to < 0 || from >= keys.length || to >= keys.length) return;
      engine().reorderListItem(path, { from, to });
      keys.splice(to, 0, ...keys.splice(from, 1));
      const moved = (i: number) => (i === from ? to : from < to && i > from && i <= to ? i - 1 : from > to && i >= to && i < from ? i + 1 : i);
      setErrors(reindexRows(errors, path, moved));
      changed(path);
    },
  };

  const read = (path?: string | readonly string[]) =>
    path === undefined ? values() : typeof path === 'string' ? getIn(values(), path) : path.map((one) => getIn(values(), one));
  const initial = () => engine().getInitialValues();

  const form: Stable<FieldValues> = {
    submit,
    formRef,
    formProps: { ref: formRef, noValidate: true, onSubmit: (event) => void submit(event) },
    errorOf: (path) => errors[normalizePath(path)],
    hasError: (path) => Object.keys(errors).some((key) => isWithin(key, normalizePath(path))),
    watch: read as Stable<FieldValues>['watch'],
    getValues: read as Stable<FieldValues>['getValues'],
    setValue,
    reset,
    isDirty: (path?: string) => (path === undefined ? diffPaths(values(), initial()) : diffPaths(getIn(values(), path), getIn(initial(), path))).length > 0,
    dirtyPaths: () => diffPaths(values(), initial()),
    trigger,
    showMessages,
    focusFirstInvalid,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    bind: (path) => ({
      name: path,
      value: getIn(values(), path) as never,
      error: errors[path],
      onChange: (value: unknown) => setValue(path, value),
      ref: refOf(path),
    }),
    lists,
  };
  return form as unknown as Stable<V>;
}

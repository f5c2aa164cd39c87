import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useEffect, useState, type RefObject } from 'react';
import { focusFirstNamed } from './focus.js';

export interface FormStep<Id extends string = string> {
  id: Id;
  /** The paths this step shows (a group or a list counts with everything in it). */
  fields: readonly string[];
}

export interface UseFormStepsOptions<V, Id extends string> {
  steps: readonly FormStep<Id>[];
  form: Pick<UseFormReturnType<V>, 'validate' | 'setErrors'>;
  /** The `<form>` the steps are shown in: the first invalid field of a step is focused in it. */
  formRef?: RefObject<HTMLFormElement | null>;
  /** The step to start at (default the first). */
  initial?: Id;
}

export interface FormSteps<Id extends string> {
  step: FormStep<Id>;
  id: Id;
  /** 0-based position of the current step. */
  index: number;
  count: number;
  isFirst: boolean;
  isLast: boolean;
  /** Share of the flow reached, counting the current step: 1/8 on the first of eight, 1 on the last. */
  progress: number;
  /** Ids of the steps reached so far. */
  visited: ReadonlySet<Id>;
  /**
   * Runs the rule and shows the messages of the current step's fields only; moves on when there are
   * none (true), else focuses the first (false). On the last step it moves nowhere.
   */
  next: () => boolean;
  back: () => void;
  /** Opens a step already reached; false (and nothing happens) for any other. */
  goTo: (id: Id) => boolean;
  canGoTo: (id: Id) => boolean;
  /**
   * After a refused submit (`form.onSubmit(save, (errors) => steps.goToFirstInvalid(errors))`): opens
   * the first step holding a message, and focuses its first invalid field once shown.
   */
  goToFirstInvalid: (errors: FormErrors) => Id | undefined;
}

const isWithin = (name: string, path: string): boolean => name === path || name.startsWith(`${path}.`);
const pathsIn = (errors: FormErrors, fields: readonly string[]): string[] => Object.keys(errors).filter((key) => errors[key] && fields.some((field) => isWithin(key, field)));

/**
 * A multi-step flow over one Mantine form: each step validated on its own, back always possible.
 * Once a step was refused, its messages follow the values through the form's own re-check
 * (`onValuesChange: () => recheckShown(form)`).
 */
export function useFormSteps<V, Id extends string>({ steps, form, formRef, initial }: UseFormStepsOptions<V, Id>): FormSteps<Id> {
  const start = Math.max(0, steps.findIndex((step) => step.id === initial));
  const [index, setIndex] = useState(start);
  const [visited, setVisited] = useState<ReadonlySet<Id>>(() => new Set(steps.slice(0, start + 1).map((step) => step.id)));
  const [focusAfterOpen, setFocusAfterOpen] = useState<readonly string[] | null>(null);
  const step = steps[Math.min(index, steps.length - 1)]!;

  // A step opened for its messages gets its first invalid field focused once it is shown.
  useEffect(() => {
    if (!focusAfterOpen) return;
    focusFirstNamed(formRef?.current ?? null, focusAfterOpen);
    setFocusAfterOpen(null);
  }, [focusAfterOpen, formRef]);

  const open = (target: number) => {
    const id = steps[target]!.id;
    setIndex(target);
    setVisited((current) => (current.has(id) ? current : new Set([...current, id])));
  };

  const next = () => {
    const { errors } = form.validate();
    const invalid = pathsIn(errors, step.fields);
    form.setErrors(Object.fromEntries(invalid.map((path) => [path, errors[path]])));
    if (invalid.length > 0) {
      focusFirstNamed(formRef?.current ?? null, invalid);
      return false;
    }
    if (index < steps.length - 1) open(index + 1);
    return true;
  };

  const canGoTo = (id: Id) => visited.has(id) && steps.some((candidate) => candidate.id === id);

  return {
    step,
    id: step.id,
    index,
    count: steps.length,
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    progress: (index + 1) / steps.length,
    visited,
    next,
    back: () => {
      if (index > 0) setIndex(index - 1);
    },
    goTo: (id) => {
      if (!canGoTo(id)) return false;
      open(steps.findIndex((candidate) => candidate.id === id));
      return true;
    },
    canGoTo,
    goToFirstInvalid: (errors) => {
      const target = steps.findIndex((candidate) => pathsIn(errors, candidate.fields).length > 0);
      if (target < 0) return undefined;
      open(target);
      setFocusAfterOpen(pathsIn(errors, steps[target]!.fields));
      return steps[target]!.id;
    },
  };
}

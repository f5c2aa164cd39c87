import { useEffect, useRef, useState } from 'react';
import { isWithin } from './messages.js';
import type { FieldPath, FieldValues } from './paths.js';
import type { SaForm } from './use-sa-form.js';

export interface FormStep<V extends FieldValues, Id extends string = string> {
  id: Id;
  /** The paths this step shows (a group or an array counts with everything in it). */
  fields: readonly FieldPath<V>[];
}

export interface UseFormStepsOptions<V extends FieldValues, Id extends string> {
  steps: readonly FormStep<V, Id>[];
  form: Pick<SaForm<V>, 'trigger' | 'hasError' | 'subscribe' | 'focusFirstInvalid'>;
  /** The step to start at (default the first). */
  initial?: Id;
}

export interface FormSteps<V extends FieldValues, Id extends string> {
  step: FormStep<V, Id>;
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
   * Validates the current step's fields only; moves on when they are valid (true), else focuses the
   * first invalid one and re-validates that step on every change from then on (false). On the last
   * step it moves nowhere and answers whether the step is valid.
   */
  next: () => Promise<boolean>;
  back: () => void;
  /** Opens a step already reached; false (and nothing happens) for any other. */
  goTo: (id: Id) => boolean;
  canGoTo: (id: Id) => boolean;
  /** After a refused submit: opens the first step holding an invalid field (its id, or undefined). */
  goToFirstInvalid: () => Id | undefined;
}

/** A multi-step flow over one form: each step validated on its own, back always possible. */
export function useFormSteps<V extends FieldValues, Id extends string>({ steps, form, initial }: UseFormStepsOptions<V, Id>): FormSteps<V, Id> {
  const start = Math.max(0, steps.findIndex((step) => step.id === initial));
  const [index, setIndex] = useState(start);
  const [visited, setVisited] = useState<ReadonlySet<Id>>(() => new Set(steps.slice(0, start + 1).map((step) => step.id)));
  const [focusAfterOpen, setFocusAfterOpen] = useState<readonly string[] | null>(null);
  const step = steps[Math.min(index, steps.length - 1)]!;
  const { trigger, subscribe } = form;

  // Once a step was refused, its messages follow every change of its fields (read through a ref,
  // so a change made right after the refusal counts too).
  const live = useRef({ step, refused: new Set<Id>() });
  live.current.step = step;
  useEffect(
    () =>
      subscribe((name) => {
        const { step: current, refused } = live.current;
        if (refused.has(current.id) && current.fields.some((path) => isWithin(name, path))) void trigger(current.fields);
      }),
    [subscribe, trigger],
  );

  // A step opened for its messages gets its first invalid field focused once it is shown.
  const { focusFirstInvalid } = form;
  useEffect(() => {
    if (!focusAfterOpen) return;
    focusFirstInvalid(focusAfterOpen);
    setFocusAfterOpen(null);
  }, [focusAfterOpen, focusFirstInvalid]);

  const open = (target: number) => {
    const id = steps[target]!.id;
    setIndex(target);
    setVisited((current) => (current.has(id) ? current : new Set([...current, id])));
  };

  const next = async () => {
    const valid = await trigger(step.fields);
    if (!valid) {
      live.current.refused.add(step.id);
      form.focusFirstInvalid(step.fields.filter((path) => form.hasError(path)));
      return false;
    }
    if (index < steps.length - 1) open(index + 1);
    return true;
  };

  const canGoTo = (id: Id) => visited.has(id) && steps.some((candidate) => candidate.id === id);
  const goTo = (id: Id) => {
    if (!canGoTo(id)) return false;
    open(steps.findIndex((candidate) => candidate.id === id));
    return true;
  };

  const goToFirstInvalid = () => {
    const target = steps.findIndex((candidate) => candidate.fields.some((path) => form.hasError(path)));
    if (target < 0) return undefined;
    open(target);
    setFocusAfterOpen(steps[target]!.fields.filter((path) => form.hasError(path)));
    return steps[target]!.id;
  };

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
    goTo,
    canGoTo,
    goToFirstInvalid,
  };
}

import type { FieldValues, PathsOf } from './paths.js';
import type { SaForm } from './use-sa-form.js';

/** What a bound field takes as `form`: a `useSaForm` result. */
export type BoundForm<V extends FieldValues> = SaForm<V>;

/** The paths of the form's values that hold text (`name`, `rows.1.score`). */
export type TextPath<V extends FieldValues> = PathsOf<V, string | undefined>;

/** The paths that hold a yes / no. */
export type BooleanPath<V extends FieldValues> = PathsOf<V, boolean | undefined>;

/** The paths a drop-down can fill: text, or an id (a number; the empty choice is 0). */
export type ChoicePath<V extends FieldValues> = PathsOf<V, string | number | undefined>;


import type { FormErrors } from '@mantine/form';
import { useState, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';

/** How a search form is laid out where it is placed: its heading's level and its class. */
export interface SearchFormLayoutProps {
  /** Level of the form's heading (default 2); `null` renders no heading (inside a tabbed panel). */
  headingLevel?: HeadingLevel | null;
  className?: string;
}

/** A Mantine form, as far as the frame needs it: its form-level message and busy state. */
export interface SearchShellForm {
  errors: FormErrors;
  submitting: boolean;
}

export interface SearchFormShellProps {
  /** The form's whole class name. */
  className: string;
  /** The form's accessible name, and its heading's text. */
  title: string;
  /** 'search' for the find screens' forms (the role is left out otherwise). */
  role?: 'search';
  /** The search's form (useSearchForm's `form`): stands for error and busy (pass its `submit` as onSubmit). */
  form?: SearchShellForm;
  formRef?: Ref<HTMLFormElement>;
  /** Level of the heading; null or left out, no heading. */
  headingLevel?: HeadingLevel | null;
  headingClassName?: string;
  /** The form's message above the fields. */
  error?: string | null;
  busy?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onClear: () => void;
  actionsClassName: string;
  searchLabel: string;
  clearLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame every search form shares: the form (no browser validation), its heading and message, the
 * fields, and the Search and Clear buttons.
 */
export function SearchFormShell({
  className,
  title,
  role,
  form,
  formRef,
  headingLevel,
  headingClassName,
  error,
  busy,
  onSubmit,
  onClear,
  actionsClassName,
  searchLabel,
  clearLabel,
  children,
}: SearchFormShellProps) {
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <form ref={formRef} className={className} role={role} aria-label={title} noValidate onSubmit={onSubmit}>
      {Heading && <Heading className={headingClassName}>{title}</Heading>}
      <FormError message={form ? form.errors.form : error} />
      {children}
      <div className={actionsClassName}>
        <Button type="submit" busy={form ? form.submitting : busy}>
          {searchLabel}
        </Button>
        <Button variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      </div>
    </form>
  );
}

export interface FilterFormFrameProps {
  /** The frame's whole class name. */
  className: string;
  /** A heading above the form. */
  title?: ReactNode;
  /** The lists are loading: the loader shows. */
  loading: boolean;
  /**
   * The form. A form that can be drawn before its lists arrive (empty lists) is shown at once,
   * inert under the loader, so nothing below it moves when the lists come; otherwise null while
   * loading, and the loader stands alone.
   */
  children: ReactNode;
}

/** The frame of a search form that waits for its filter lists: the title, then the form (inert and covered while loading) or the loader. */
export function FilterFormFrame({ className, title, loading, children }: FilterFormFrameProps) {
  const drawn = children !== null && children !== undefined && children !== false;
  return (
    <div className={className}>
      {title}
      {drawn ? (
        <div className="sa-filter-form-body" inert={loading || undefined} aria-busy={loading || undefined}>
          {children}
          {loading && <Loader active maxDuration={Infinity} />}
        </div>
      ) : (
        loading && <Loader active variant="inline" maxDuration={Infinity} />
      )}
    </div>
  );
}

/**
 * The key of a form and its Clear: Clear forgets the search and a new key mounts a fresh form,
 * emptying every field at once.
 */
export function useFreshForm(forget: () => void): { key: number; clear: () => void } {
  const [generation, setGeneration] = useState(0);
  return {
    key: generation,
    clear: () => {
      forget();
      setGeneration(generation + 1);
    },
  };
}

import { format, formListRoute, formLabels as l, messages } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { Loader } from '../../ui/loader/loader.js';
import { LOADER_DOWNLOAD_MAX_MS } from '../../ui/loader/use-loader.js';
import { FormSelectField, FormTextField } from '../../form-kit/index.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FormList } from './form-list.js';
import { useFormFinder, type FormFinderController, type UseFormFinderOptions } from './use-form-finder.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { formsCss } from './forms.css.js';
import { noRecordsCss } from '../../styles/no-records.css.js';

export interface FormFinderViewProps {
  finder: FormFinderController;
  /** Show the list under the filter (false in the search panel: the list route shows it). */
  showResults?: boolean;
  headingLevel?: HeadingLevel | null;
  className?: string;
}

/** The form finder (pure: everything comes from the controller). */
export function FormFinderView({ finder, showResults = true, headingLevel = 2, className }: FormFinderViewProps) {
  useStylesheet('forms', formsCss);
  useStylesheet('no-records', noRecordsCss);
  const { form, submit, fixed, cascade } = finder;
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <section className={cx('sa-root sa-form-finder', className)} part="form-finder" aria-label={Heading ? undefined : l.searchTitle}>
      {Heading && <Heading className="sa-form-finder-title">{l.searchTitle}</Heading>}
      <form className="sa-form-finder-form" noValidate onSubmit={submit} aria-label={l.searchTitle} part="form-filter">
        <div className="sa-form-finder-fields">
          <FormSelectField
            form={form}
            name="country_fk"
            label={l.country}
            required
            disabled={fixed}
            placeholder={l.choose}
            options={finder.countries ?? []}
            onValueChange={cascade('country_fk')}
          />
          <FormSelectField
            form={form}
            name="legal_fk"
            label={l.institution}
            required
            disabled={fixed}
            placeholder={l.choose}
            options={finder.institutes ?? []}
            onValueChange={cascade('legal_fk')}
          />
          {finder.levels.map(({ field, level, options }) => (
            <FormSelectField
              key={field}
              form={form}
              name={field}
              label={level === 0 ? l.category : format(l.subCategory, { level })}
              placeholder={l.any}
              options={options}
              onValueChange={cascade(field)}
            />
          ))}
          <FormTextField form={form} name="keyword" label={l.keyword} autoComplete="off" />
        </div>
        <div className="sa-form-finder-actions">
          <Button type="submit" busy={finder.searching}>
            {l.search}
          </Button>
          <Button variant="secondary" onClick={finder.clear}>
            {l.clear}
          </Button>
        </div>
      </form>
      {showResults && <FormList finder={finder} headingLevel={Heading ? ((Number(headingLevel) + 1) as HeadingLevel) : 2} />}
      <Loader active={finder.downloading} maxDuration={LOADER_DOWNLOAD_MAX_MS} label={l.downloading} />
      {showResults && finder.results.status === 'done' && finder.results.total === 0 && <p className="sa-empty">{messages.noRecords}</p>}
    </section>
  );
}

export interface FormFinderProps extends UseFormFinderOptions {
  showResults?: boolean;
  headingLevel?: HeadingLevel | null;
  className?: string;
}

/** /findForm/list/:legalId? — find an institution's forms and download them (React export `FormFinder`). */
export function FormFinder({ showResults, headingLevel, className, ...options }: FormFinderProps) {
  const finder = useFormFinder(options);
  return <FormFinderView finder={finder} showResults={showResults} headingLevel={headingLevel} className={className} />;
}

/** The search panel's F tab: the filter; a search opens the list route with the institution. */
export function FormSearchForm({ className }: { className?: string }) {
  const { navigate } = useNavigation();
  return <FormFinder showResults={false} headingLevel={null} className={className} onSearched={(filter) => navigate(formListRoute(filter.legal_fk))} />;
}

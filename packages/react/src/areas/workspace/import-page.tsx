import { useId, useState, type FormEvent } from 'react';
import {
  catalogueExportPath,
  catalogueTransferLabels as l,
  downloadWorkspaceFile,
  format,
  formatDisplayDate,
  loadImportJobs,
  refreshQueries,
  uploadCatalogueImport,
  type workspace,
  wordsByKey,
} from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { importJobsKey } from './query-keys.js';
import { QUIET } from './quiet.js';
import { below, type SectionLevel } from './section-level.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Job = workspace.ImportJob;
type Progress = Extract<workspace.ImportStreamLine, { progress: unknown }>['progress'];

const STATES: Readonly<Record<Job['state'], string>> = wordsByKey(l, { running: 'stateRunning', done: 'stateDone', failed: 'stateFailed', interrupted: 'stateInterrupted' });
const ACCEPT = '.csv,.json,.jsonl,.ndjson,text/csv,application/json';

const progressText = (p: Progress): string =>
  p.step === 'search' ? l.progressSearch : p.passes === null ? format(l.progressFirst, { rows: p.rowsRead }) : format(l.progress, { pass: p.pass, passes: p.passes, step: p.step, rows: p.rowsRead });
const jobLine = (job: Job) => format(l.jobState, { file: job.fileName, state: STATES[job.state], date: formatDisplayDate(job.createdAt), time: job.createdAt.slice(11, 16) });

/**
 * The catalogue's import and export (issue 27, docs/data-import.md "From the workspace"): download the
 * organisation's catalogue in the import format; upload a file, follow the importer's progress and
 * read its own report; the recent imports with theirs.
 */
export function ImportPage({ organisation, level }: { organisation: workspace.Organisation; level: SectionLevel }) {
  useWorkspaceStyles();
  const org = organisation.id;
  const jobs = useQuery(importJobsKey(org), () => loadImportJobs(org, QUIET), { audience: 'member' });
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [running, setRunning] = useState<{ fileName: string; progress: Progress | null } | null>(null);
  const [outcome, setOutcome] = useState<{ job?: Job; error?: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const Heading = `h${level}` as const;
  const Sub = `h${below(level)}` as const;
  const titleId = useId();
  const fileId = useId();

  const exportCatalogue = async () => {
    setExporting(true);
    try {
      await downloadWorkspaceFile(catalogueExportPath(org));
    } finally {
      setExporting(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    if (!file) {
      setFileError(l.fileRequired);
      document.getElementById(fileId)?.focus();
      return;
    }
    setFileError(undefined);
    setOutcome(null);
    setRunning({ fileName: file.name, progress: null });
    const result = await uploadCatalogueImport(org, file, file.name, {
      dryRun,
      onLine: (line) => {
        if ('progress' in line) setRunning({ fileName: file.name, progress: line.progress });
      },
    });
    setRunning(null);
    setOutcome(result.ok ? { job: result.job } : { error: result.message });
    refreshQueries(importJobsKey(org));
  };

  const job = outcome?.job;
  return (
    <section className="sa-workspace-import" aria-labelledby={titleId}>
      <Heading id={titleId} className="sa-workspace-heading">
        {l.title}
      </Heading>
      <p className="sa-workspace-hint">{l.intro}</p>

      <Sub className="sa-workspace-subheading">{l.exportTitle}</Sub>
      <p className="sa-workspace-hint">{l.exportHint}</p>
      <Button variant="secondary" busy={exporting} onClick={() => void exportCatalogue()}>
        {l.exportButton}
      </Button>

      <Sub className="sa-workspace-subheading">{l.importTitle}</Sub>
      <form className="sa-workspace-import-form" aria-label={l.importTitle} onSubmit={(event) => void submit(event)} noValidate>
        <div className={fileError ? 'sa-field has-error' : 'sa-field'}>
          <label className="sa-label" part="label" htmlFor={fileId}>
            {l.file}
          </label>
          <input
            id={fileId}
            className="sa-input"
            part="input"
            type="file"
            accept={ACCEPT}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setFileError(undefined);
            }}
          />
          <p id={`${fileId}-hint`} className="sa-hint">
            {l.fileHint}
          </p>
          {fileError && (
            <p id={`${fileId}-error`} className="sa-field-error" role="alert" part="field-error">
              {fileError}
            </p>
          )}
        </div>
        <label className="sa-checkbox">
          <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.currentTarget.checked)} />
          <span>{l.dryRun}</span>
        </label>
        <div className="sa-workspace-actions">
          <Button type="submit" busy={running !== null}>
            {l.importButton}
          </Button>
        </div>
      </form>
      <div role="status" className="sa-workspace-progress">
        {running && (
          <>
            {format(l.running, { file: running.fileName })} {running.progress && progressText(running.progress)}
          </>
        )}
      </div>
      <FormError message={outcome?.error} />
      {job && (
        <div className="sa-workspace-report">
          <Sub className="sa-workspace-subheading">{l.reportTitle}</Sub>
          <p>{format(l.summary, { records: job.records, imported: job.imported, rejected: job.rejected })}</p>
          <pre className="sa-workspace-code" tabIndex={0} aria-label={l.reportTitle}>
            {job.report}
          </pre>
        </div>
      )}

      <Sub className="sa-workspace-subheading">{l.lastImports}</Sub>
      {jobs.loading && <Loader active variant="inline" label={l.loading} />}
      <FormError message={jobs.error} />
      {jobs.data?.length === 0 && <p className="sa-empty">{l.noImports}</p>}
      {jobs.data && jobs.data.length > 0 && (
        <ul className="sa-workspace-jobs" aria-label={l.lastImports}>
          {jobs.data.map((j) => (
            <li key={j.id} className="sa-workspace-job">
              <details>
                <summary>{jobLine(j)}</summary>
                <pre className="sa-workspace-code">{j.report}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

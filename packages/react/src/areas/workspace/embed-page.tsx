import { useId, useState } from 'react';
import { embedLabels as l, format, getClient, loadEmbed, messages, removeEmbedOrigin, showPopup, type workspace, wordsByKey } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { cspNonce } from '../../styles/csp-nonce.js';
import { themeVariables } from '../../styles/tokens.css.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { SelectField } from '../../ui/select-field/select-field.js';
import { TextField } from '../../ui/text-field/text-field.js';
import { CopySnippet } from './copy-snippet.js';
import { EmbedOriginForm } from './embed-origin-form.js';
import { EMBED_WIDGETS, previewDocument, reactSnippet, scriptSnippet, THEME_VARIABLES, type EmbedWidget, type Theme } from './embed-snippets.js';
import { embedKey } from './query-keys.js';
import { QUIET } from './quiet.js';
import { below, type SectionLevel } from './section-level.js';
import { useChange } from './use-change.js';
import { useConfirmRemove } from './use-confirm-remove.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

const WIDGET_LABELS: Readonly<Record<EmbedWidget, string>> = wordsByKey(l, { search: 'widgetSearch', apply: 'widgetApply', applications: 'widgetApplications', messages: 'widgetMessages' });

/** The StudyAtlas server the snippets load from: the client's API base, else this page's origin. */
const serverOrigin = () => getClient().baseUrl || (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * An owner's Embed page (issue 27, docs/embedding.md "Self-service"): the allowed origins (add,
 * remove), the script-tag and React snippets of the organisation's widgets with Copy, a live preview
 * of the chosen widget (the real element, in a frame) and the theme variables the snippets follow.
 */
export function EmbedPage({ organisation, level }: { organisation: workspace.Organisation; level: SectionLevel }) {
  useWorkspaceStyles();
  const org = organisation.id;
  const page = useQuery(embedKey(org), () => loadEmbed(org, QUIET), { audience: 'member' });
  const [widget, setWidget] = useState<EmbedWidget>('search');
  const [course, setCourse] = useState('');
  const [theme, setTheme] = useState<Theme>({});
  const Heading = `h${level}` as const;
  const Sub = `h${below(level)}` as const;
  const titleId = useId();
  const { busy, run } = useChange(() => page.reload());

  const setOrigins = (origins: workspace.EmbedOrigin[]) => page.setData((was) => (was ? { ...was, origins } : was));
  const removal = useConfirmRemove<workspace.EmbedOrigin>({
    title: l.removeTitle,
    question: ({ origin }) => format(l.removeConfirm, { origin }),
    run,
    busy,
    remove: async ({ id }) => {
      setOrigins(await removeEmbedOrigin(org, id));
      showPopup(messages.titleSuccess, l.originRemoved);
    },
  });

  const courses = page.data?.courses ?? [];
  const chosenCourse = Number(course) || courses[0]?.id;
  const input = {
    apiBase: serverOrigin(),
    widget,
    ...(organisation.kind === 'institution' ? { institution: org } : {}),
    ...(chosenCourse ? { course: chosenCourse } : {}),
    theme,
  };
  const script = scriptSnippet(input);
  const react = reactSnippet(input);
  // The same text on every render leaves the frame alone (React writes srcdoc only when it changes).
  const preview = previewDocument(input, typeof document === 'undefined' ? '' : cspNonce(document));

  return (
    <section className="sa-workspace-embed" aria-labelledby={titleId} aria-busy={page.loading || undefined}>
      <Heading id={titleId} className="sa-workspace-heading">
        {l.title}
      </Heading>
      <p className="sa-workspace-hint">{l.intro}</p>
      {page.loading && <Loader active variant="inline" label={l.loading} />}
      <FormError message={page.error} />

      <Sub className="sa-workspace-subheading">{l.originsTitle}</Sub>
      <p className="sa-workspace-hint">{l.originsHint}</p>
      {page.data?.origins.length === 0 && <p className="sa-empty">{l.noOrigins}</p>}
      {page.data && page.data.origins.length > 0 && (
        <ul className="sa-workspace-origins" aria-label={l.originsLabel}>
          {page.data.origins.map((origin) => (
            <li key={origin.id} className="sa-workspace-origin">
              <span className="sa-workspace-origin-name">{origin.origin}</span>
              <Button variant="danger" busy={busy} aria-label={format(l.removeOriginLabel, { origin: origin.origin })} onClick={() => removal.ask(origin)}>
                {l.removeOrigin}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <EmbedOriginForm
        org={org}
        onAdded={(origins) => {
          setOrigins(origins);
          showPopup(messages.titleSuccess, l.originAdded);
        }}
      />

      <Sub className="sa-workspace-subheading">{l.widgetsTitle}</Sub>
      <div className="sa-workspace-embed-choices">
        <SelectField label={l.widget} value={widget} options={EMBED_WIDGETS.map((w) => ({ value: w, label: WIDGET_LABELS[w] }))} onValueChange={(value) => setWidget(value as EmbedWidget)} />
        {widget === 'apply' &&
          (courses.length ? (
            <SelectField label={l.course} value={String(chosenCourse)} options={courses.map((c) => ({ value: String(c.id), label: c.name }))} onValueChange={setCourse} />
          ) : (
            <p className="sa-empty">{l.noCourses}</p>
          ))}
      </div>
      <CopySnippet title={l.scriptSnippet} code={script} />
      <CopySnippet title={l.reactSnippet} code={react} />

      <Sub className="sa-workspace-subheading">{l.previewTitle}</Sub>
      <iframe
        className="sa-workspace-preview"
        title={format(l.previewFrame, { widget: WIDGET_LABELS[widget] })}
        srcDoc={preview}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />

      <Sub className="sa-workspace-subheading">{l.themeTitle}</Sub>
      <p className="sa-workspace-hint">{l.themeHint}</p>
      <div className="sa-workspace-theme">
        {THEME_VARIABLES.map((name) => (
          <TextField key={name} label={name} value={theme[name] ?? ''} placeholder={themeVariables[name]} autoComplete="off" onChange={(event) => setTheme({ ...theme, [name]: event.currentTarget.value })} />
        ))}
      </div>
      <Button variant="secondary" onClick={() => setTheme({})}>
        {l.themeReset}
      </Button>

      {removal.dialog}
    </section>
  );
}

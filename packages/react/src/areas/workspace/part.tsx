import { useId, type ReactNode } from 'react';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/** A titled part of a page (an application's, an enquiry's): a section named by its heading. */
export function Part({ title, level, children }: { title: string; level: 3 | 4 | 5 | 6; children: ReactNode }) {
  useWorkspaceStyles();
  const Heading = `h${level}` as const;
  const id = useId();
  return (
    <section className="sa-workspace-part" aria-labelledby={id}>
      <Heading id={id} className="sa-workspace-subheading">
        {title}
      </Heading>
      {children}
    </section>
  );
}

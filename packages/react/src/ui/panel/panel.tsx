import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface ScreenProps {
  /** Level of the screen's heading: 1 on a page of its own, 2 (default) inside a host page. */
  headingLevel?: HeadingLevel;
  className?: string;
}

export interface AuthPanelProps extends ScreenProps {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The frame every sign-in, sign-up and reset screen shares: a titled card. */
export function AuthPanel({ title, intro, headingLevel = 2, className, children }: AuthPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className ? `sa-root sa-auth ${className}` : 'sa-root sa-auth'} part="auth">
      <Heading className="sa-auth-title">{title}</Heading>
      {intro && <p className="sa-auth-intro">{intro}</p>}
      {children}
    </section>
  );
}

/** A success text, announced politely. */
export function SuccessText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="sa-success" part="success">
      {children}
    </p>
  );
}

import type { ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

export interface PortalRoute {
  /** The specification's route (wouter pattern). */
  path: string;
  /** The page title (read when shown: the current locale's words); the product name when absent. */
  title?: () => string;
  /** Needs a signed-in member (member §2): anonymous visitors are sent to /login. */
  member?: boolean;
  render: (params: Params) => ReactNode;
}

import { institutionAssetUrl } from '@studyatlas/core';
import { InstitutionLogo } from './institution-logo.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../find/find-screens.css.js';

/** The default agent logo, built in: shown when a logo cannot be loaded at all (discovery §8). */
export const DEFAULT_AGENT_LOGO =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#e7f4ee"/>' +
      '<circle cx="26" cy="26" r="9" fill="#2c8a5e"/><path d="M11 52c0-9 7-15 15-15s15 6 15 15z" fill="#2c8a5e"/>' +
      '<path d="M38 12h16a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-8l-6 5v-5h-2a3 3 0 0 1-3-3v-9a3 3 0 0 1 3-3z" fill="#2c8a5e"/></svg>',
  );

export interface AgentLogoProps {
  /** The row's or detail's imagePath (GetImagePublic answers the default agent logo when there is none). */
  imagePath: string;
  className?: string;
}

/** An agent's logo: the institutions' logo image with the agent default as its last resort. */
export function AgentLogo({ imagePath, className }: AgentLogoProps) {
  useStylesheet('find-screens', findScreensCss);
  return <InstitutionLogo src={institutionAssetUrl(imagePath)} fallback={DEFAULT_AGENT_LOGO} className={className} />;
}

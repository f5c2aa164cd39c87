import { useState } from 'react';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../find/find-screens.css.js';

/** The default institute logo, built in: shown when a logo cannot be loaded at all (discovery §8). */
export const DEFAULT_INSTITUTE_LOGO =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#e3e8f0"/>' +
      '<path d="M32 12 10 24h44L32 12zM14 28v20h6V28h-6zm10 0v20h6V28h-6zm10 0v20h6V28h-6zm10 0v20h6V28h-6zM10 50v4h44v-4H10z" fill="#5b6475"/></svg>',
  );

export interface InstitutionLogoProps {
  src: string;
  /** The institution's name; the image is decorative beside it, so the alt text stays empty unless asked. */
  alt?: string;
  className?: string;
  /** Shown when the logo cannot be loaded at all (default: the institute logo; agents pass theirs). */
  fallback?: string;
}

/** A logo from GetImagePublic, falling back to the built-in default institute (or agent) logo when it fails. */
export function InstitutionLogo({ src, alt = '', className, fallback = DEFAULT_INSTITUTE_LOGO }: InstitutionLogoProps) {
  useStylesheet('find-screens', findScreensCss);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? fallback : src;
  return (
    <img
      className={className ? `sa-find-logo ${className}` : 'sa-find-logo'}
      src={shown}
      alt={alt}
      width={56}
      height={56}
      loading="lazy"
      onError={() => {
        if (shown !== fallback) setFailed(src);
      }}
    />
  );
}

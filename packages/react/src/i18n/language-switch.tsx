import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, $session, LOCALE_NAMES, LOCALES, messages, rememberLocaleChoice, type Locale } from '@studyatlas/core';
import { useStylesheet } from '../styles/use-stylesheet.js';
import { languageSwitchCss } from './language-switch.css.js';

export interface LanguageSwitchProps {
  /** Called with the chosen locale after the page switched (e.g. to save it as the member's language). */
  onSwitch?: (locale: Locale) => void;
  className?: string;
}

/**
 * The page's language, chosen: every language by its own name. The choice is kept for the next visit
 * and, for a signed-in member, becomes their language on this page at once (the provider follows it).
 */
export function LanguageSwitch({ onSwitch, className }: LanguageSwitchProps) {
  useStylesheet('language-switch', languageSwitchCss);
  const id = useId();
  const current = useStore($locale);
  const choose = (locale: Locale) => {
    rememberLocaleChoice(locale);
    const session = $session.get();
    if (session) $session.set({ ...session, member: { ...session.member, locale } });
    onSwitch?.(locale);
  };
  return (
    <span className={['sa-root', 'sa-language-switch', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="sa-language-switch-label">
        {messages.language}
      </label>
      <select id={id} value={current} onChange={(event) => choose(event.currentTarget.value as Locale)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}

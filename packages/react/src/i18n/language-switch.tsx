import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, $session, LOCALE_NAMES, LOCALES, messages, rememberLocaleChoice, saveLanguage, type Locale } from '@studyatlas/core';
import { useStylesheet } from '../styles/use-stylesheet.js';
import { languageSwitchCss } from './language-switch.css.js';

export interface LanguageSwitchProps {
  /** Called with the chosen locale after the page switched (e.g. to save it as the member's language). */
  onSwitch?: (locale: Locale) => void;
  className?: string;
}

/**
 * The page's language, chosen: every language by its own name. The choice is kept for the next visit
 * and, for a signed-in member, becomes their language at once and is saved to their account.
 */
export function LanguageSwitch({ onSwitch, className }: LanguageSwitchProps) {
  useStylesheet('language-switch', languageSwitchCss);
  const id = useId();
  const current = useStore($locale);
  const choose = (locale: Locale) => {
    rememberLocaleChoice(locale);
    const session = $session.get();
    if (session) {
      // The member's language at once on this page, then saved to their account (mails follow it).
      $session.set({ ...session, member: { ...session.member, locale } });
      saveLanguage(locale, { quiet: true }).catch(() => undefined);
    }
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

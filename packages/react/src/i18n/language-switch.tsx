import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, $session, LOCALE_NAMES, LOCALES, messages, rememberLocaleChoice, saveLanguage, type Locale } from '@studyatlas/core';
import { useStylesheet } from '../styles/use-stylesheet.js';
import { languageSwitchCss } from './language-switch.css.js';

export interface LanguageSwitchProps {
  /** Called with the chosen locale after the page switched (e.g. to save it as the member's language). */
  onSwitch?: (locale: Locale) => void;
  className?: string;
  /**
   * Shows only the language's code ("EN", "AR") in a small box, the list of languages by their own
   * names still opening from it: for a header where every pixel counts.
   */
  compact?: boolean;
}

/** 'zh-CN' → 'ZH': the code a compact switch shows. */
const codeOf = (locale: string) => locale.split('-')[0]!.toUpperCase();

/**
 * The page's language, chosen: every language by its own name. The choice is kept for the next visit
 * and, for a signed-in member, becomes their language at once and is saved to their account.
 */
export function LanguageSwitch({ onSwitch, className, compact = false }: LanguageSwitchProps) {
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
    <span className={['sa-root', 'sa-language-switch', compact && 'sa-language-switch--compact', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="sa-language-switch-label">
        {messages.language}
      </label>
      {compact && (
        <span className="sa-language-switch-code" aria-hidden="true">
          {codeOf(current)}
        </span>
      )}
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

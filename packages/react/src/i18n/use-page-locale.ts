import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, $localeChoice, $session, chooseLocale, setLocale, setMessageOverrides, type AnyLocale, type MessageOverrides } from '@studyatlas/core';

/**
 * The language a widget tree speaks (issue 28), page-wide: `requested` (the provider's `locale`, an
 * element's `locale` or the host page's `<html lang>`), else the signed-in member's saved language,
 * else the visitor's choice, else the browser's. Its words load (a chunk per locale) before the page
 * switches, so a screen never shows half a language: until then the tree waits (null). `messages`
 * overrides words for the page in every locale.
 */
export function usePageLocale(requested: string | null | undefined, messages: MessageOverrides | undefined): AnyLocale | null {
  const member = useStore($session)?.member.locale ?? null;
  useStore($localeChoice); // a choice in a language switch re-renders the tree
  const wanted = chooseLocale({ requested, member });
  const current = useStore($locale);
  // Set while rendering: the children read the overrides in this very render.
  useMemo(() => setMessageOverrides(messages), [messages]);
  useEffect(() => {
    setLocale(wanted).catch(() => undefined); // a chunk that cannot load leaves the page as it is
  }, [wanted]);
  return current === wanted ? current : null;
}

import { useEffect } from 'react';
import { rememberedLoginName } from '@studyatlas/core';

/** The first-party cookie the server sets after sign-in (GET /api/session/cookie): HttpOnly, so no script reads it. */
export const LOGIN_COOKIE = 'sa_login';

/**
 * Pre-fills a sign-in form's Login ID with the login name the server remembers (`sa_login`, member
 * §9), asked for once when the form appears, unless `skip` (a Login ID was given) or the visitor has
 * typed meanwhile. A widget on another origin gets '' and the field stays empty.
 */
export function useRememberedLoginName(fill: (loginName: string) => void, skip: boolean): void {
  useEffect(() => {
    if (skip) return;
    let current = true;
    void rememberedLoginName().then((loginName) => {
      if (current && loginName) fill(loginName);
    });
    return () => {
      current = false;
    };
    // Once per form: `fill` is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [skip]);
}

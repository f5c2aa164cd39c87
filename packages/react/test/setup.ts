import { afterAll, afterEach, inject } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { $popups, $profile, clearQueryCache, closeLoginDialog, configureClient, endSession } from '@studyatlas/core';
import type {} from './provided.js';
import { releasePersistentStores } from './release-stores.js';

// findBy… and waitFor wait up to 5 s (not 1 s): the suites share CI's two cores with the browser
// journeys, and a list from the real server may take longer than a second there.
configure({ asyncUtilTimeout: 5_000 });

// Core calls made by a test itself (outside a provider) go to the suite's server too.
configureClient({ baseUrl: inject('apiBase') });

// Vitest runs without globals here, so Testing Library's automatic cleanup is done by hand; every
// test starts anonymous with empty stores, storage and cookies.
afterEach(() => {
  endSession();
  $profile.set(null);
  $popups.set([]);
  closeLoginDialog();
  clearQueryCache();
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const sheet of document.head.querySelectorAll('style[id^="studyatlas-styles"]')) sheet.remove();
});

afterAll(releasePersistentStores);

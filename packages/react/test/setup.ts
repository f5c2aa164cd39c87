import { afterEach, inject } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { configureClient } from '@studyatlas/core';
import type {} from './provided.js';
import { resetPage } from './reset-page.js';

// findBy… and waitFor wait up to 5 s (not 1 s): the suites share CI's two cores with the browser
// journeys, and a list from the real server may take longer than a second there.
configure({ asyncUtilTimeout: 5_000 });

// Core calls made by a test itself (outside a provider) go to the suite's server too.
configureClient({ baseUrl: inject('apiBase') });

// Vitest runs without globals here, so Testing Library's automatic cleanup is done by hand: every
// test starts anonymous on an empty page.
afterEach(async () => {
  cleanup();
  await resetPage();
});

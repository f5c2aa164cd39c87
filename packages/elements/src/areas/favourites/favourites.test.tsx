import { describe, expect, it } from 'vitest';
import { $loginDialog, messages } from '@studyatlas/core';
import { elementSuite, place, textOf, until } from '../../../test/suite.js';

/*
 * <sa-favourites> in its shadow root, against the real API server (an empty catalogue: what it
 * renders for an anonymous visitor).
 */

const server = elementSuite();

describe('<sa-favourites>', () => {
  it('asks an anonymous visitor to sign in with the login dialog', async () => {
    const favourites = place(`<sa-favourites api-base="${server().url}"></sa-favourites>`);
    await until(() => textOf(favourites).includes(messages.signInRequired));
    // The notice renders first; the dialog opens from an effect right after.
    await until(() => $loginDialog.get().open);
    expect($loginDialog.get()).toEqual({ open: true, reason: messages.signInRequired });
  });
});

import type { ReactElement } from 'react';
import { inject, vi } from 'vitest';
import { render } from '@testing-library/react';
import { StudyAtlasProvider, type StudyAtlasProviderProps } from '../src/provider.js';
import type {} from './provided.js';
import { setupUser } from './user.js';

export const apiBase = (): string => inject('apiBase');

/**
 * Renders `ui` inside a StudyAtlasProvider talking to the suite's real server, with a spy as the
 * host's navigate (so tests see where a screen leads). Without the styles unless a test asks for them
 * (`injectStyles: true`): jsdom lays nothing out, and it matches every rule of every sheet in the page
 * whenever a query asks for an element's computed style.
 */
export function renderWithProvider(ui: ReactElement, props: Partial<StudyAtlasProviderProps> = {}) {
  const navigate = vi.fn<(to: string) => void>();
  const user = setupUser();
  const result = render(
    <StudyAtlasProvider apiBase={apiBase()} navigate={navigate} injectStyles={false} {...props}>
      {ui}
    </StudyAtlasProvider>,
  );
  return { ...result, navigate, user };
}

import type { ReactElement } from 'react';
import { inject, vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StudyAtlasProvider, type StudyAtlasProviderProps } from '../src/provider.js';
import type {} from './provided.js';

export const apiBase = (): string => inject('apiBase');

/**
 * Renders `ui` inside a StudyAtlasProvider talking to the suite's real server, with a spy as the
 * host's navigate (so tests see where a screen leads).
 */
export function renderWithProvider(ui: ReactElement, props: Partial<StudyAtlasProviderProps> = {}) {
  const navigate = vi.fn<(to: string) => void>();
  const user = userEvent.setup();
  const result = render(
    <StudyAtlasProvider apiBase={apiBase()} navigate={navigate} {...props}>
      {ui}
    </StudyAtlasProvider>,
  );
  return { ...result, navigate, user };
}

import type { ReactNode } from 'react';
import { contactLabels } from '@studyatlas/core';
import { lazyScreen } from './lazy-screen.js';

const screens = () => import('../screens/contact.js');
const ContactUs = lazyScreen(screens, 'ContactUs');

/**
 * Discovery §2: /contactUs/:reload, no login needed. A new `reload` value (the specification's
 * random parameter) starts the form again. Spread into `portalRoutes` in ../routes.tsx.
 */
export const contactRoutes: Array<{ path: string; title: () => string; render: (params: Record<string, string | undefined>) => ReactNode }> = [
  { path: '/contactUs/:reload?', title: () => contactLabels.title, render: (p) => <ContactUs key={p.reload ?? ''} headingLevel={1} /> },
];

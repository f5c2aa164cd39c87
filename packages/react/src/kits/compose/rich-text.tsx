import { Suspense } from 'react';
import { lazyWithWords } from '../../i18n/lazy-with-words.js';
import { composeKitLabels as l } from '@studyatlas/core';
import { Loader } from '../../ui/loader/loader.js';
import type { RichTextProps } from './rich-text-props.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { composeKitCss } from './compose-kit.css.js';

export type { RichTextProps };

// Tiptap and ProseMirror load only when compose opens: the inbox and the read screen never pay for them.
const RichTextEditor = /* @__PURE__ */ lazyWithWords(() => import('./rich-text-editor.js'), 'RichTextEditor');

/** The message body's editor, loaded on first use (a loader meanwhile). */
export function RichText(props: RichTextProps) {
  useStylesheet('compose-kit', composeKitCss);
  return (
    <Suspense fallback={<Loader active variant="inline" label={l.editorLoading} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

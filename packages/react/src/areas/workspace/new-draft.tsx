import type { ReactNode } from 'react';
import { messages, showPopup } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface NewDraftProps<T extends { id: number }> {
  readOnly: boolean;
  /** The form's options are loaded. */
  ready: boolean;
  words: { readOnly: string; draftNote: string; saved: string };
  /** Puts the created record where its screens read it. */
  shown: (created: T) => void;
  /** The created record's page. */
  routeOf: (id: number) => string;
  /** The kind's empty form, saving through the handler given. */
  children: (onSaved: (created: T) => void) => ReactNode;
}

/**
 * A new record of the catalogue (a course, a scholarship, a form, an event): a role that only reads is
 * told so; an editor gets the draft note and the empty form, whose save says so and opens the record.
 */
export function NewDraft<T extends { id: number }>({ readOnly, ready, words, shown, routeOf, children }: NewDraftProps<T>) {
  useWorkspaceStyles();
  const { navigate } = useNavigation();
  if (readOnly) return <p className="sa-empty">{words.readOnly}</p>;
  if (!ready) return null;
  return (
    <>
      <p className="sa-workspace-hint">{words.draftNote}</p>
      {children((created) => {
        shown(created);
        showPopup(messages.titleSuccess, words.saved);
        navigate(routeOf(created.id));
      })}
    </>
  );
}

import type { RefObject } from 'react';
import { publishingLabels as l } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface SaveActionsProps {
  /** A record being changed (Save) rather than a new one (Save as draft, Save and publish). */
  editing: boolean;
  submitting: boolean;
  /** Set by the button pressed: publish the new record at once. */
  publish: RefObject<boolean>;
}

/** A catalogue form's buttons (a course, a scholarship, a form, an event). */
export function SaveActions({ editing, submitting, publish }: SaveActionsProps) {
  useWorkspaceStyles();
  return (
    <div className="sa-workspace-actions">
      {editing ? (
        <Button type="submit" busy={submitting}>
          {l.save}
        </Button>
      ) : (
        <>
          <Button type="submit" variant="secondary" busy={submitting} onClick={() => (publish.current = false)}>
            {l.saveDraft}
          </Button>
          <Button type="submit" busy={submitting} onClick={() => (publish.current = true)}>
            {l.saveAndPublish}
          </Button>
        </>
      )}
    </div>
  );
}

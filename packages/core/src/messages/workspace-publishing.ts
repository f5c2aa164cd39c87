import { defineCatalogue } from '../i18n/catalogue.js';

/**
 * Saving and publishing a record of the workspace's catalogue (issue 27): the same buttons for a
 * course (`catalogueLabels`) and a scholarship, form or event (`listingLabels`).
 */
export const publishingLabels = /* @__PURE__ */ defineCatalogue('workspace-publishing', 'publishingLabels', {
  saveDraft: 'Save as draft',
  saveAndPublish: 'Save and publish',
  save: 'Save',
  publish: 'Publish',
  archive: 'Archive',
  unarchive: 'Back to draft',
} as const);

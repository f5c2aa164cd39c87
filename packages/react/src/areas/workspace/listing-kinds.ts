import type { ComponentType } from 'react';
import { eventRecordLabels, formRecordLabels, scholarshipRecordLabels, type ListingKind, type ListingOptions, type ListingRecordOf } from '@studyatlas/core';

/** A kind's words on the generic screens (core messages/workspace-listings.ts). */
export interface KindWords {
  title: string;
  loading: string;
  newRecord: string;
  record: string;
  noRecords: string;
  back: string;
  details: string;
  removeConfirm: string;
}

export interface ListingFormProps<K extends ListingKind> {
  org: number;
  options: ListingOptions;
  /** The record edited; a new one when absent (saved as a draft, or published at once). */
  record?: ListingRecordOf<K>;
  readOnly: boolean;
  onSaved: (record: ListingRecordOf<K>) => void;
}

export const KIND_WORDS: Readonly<Record<ListingKind, KindWords>> = {
  scholarship: scholarshipRecordLabels,
  form: formRecordLabels,
  event: eventRecordLabels,
};

/** The kind's form, given to the generic record page (each form is its own module). */
export type ListingForms = { [K in ListingKind]: ComponentType<ListingFormProps<K>> };

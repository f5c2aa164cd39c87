import { useState } from 'react';
import { listingStatusLabels, type workspace } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { SelectField } from '../../ui/select-field/select-field.js';
import { TextField } from '../../ui/text-field/text-field.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Status = '' | workspace.ListingStatus;

export interface StatusSearchProps {
  /** The search's name (the list's title). */
  title: string;
  words: { search: string; status: string; anyStatus: string; apply: string };
  onSearch: (q: string, status: Status) => void;
}

/** A catalogue list's search: any part of the name and the status, applied with Search. */
export function StatusSearch({ title, words, onSearch }: StatusSearchProps) {
  useWorkspaceStyles();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Status>('');
  const options = [{ value: '', label: words.anyStatus }, ...Object.entries(listingStatusLabels).map(([value, label]) => ({ value, label }))];
  return (
    <form
      className="sa-workspace-filters"
      role="search"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(q.trim(), status);
      }}
    >
      <div className="sa-workspace-filter-grid">
        <TextField label={words.search} value={q} maxLength={300} onChange={(event) => setQ(event.currentTarget.value)} />
        <SelectField label={words.status} value={status} options={options} onValueChange={(value) => setStatus(value as Status)} />
      </div>
      <div className="sa-workspace-actions">
        <Button type="submit">{words.apply}</Button>
      </div>
    </form>
  );
}

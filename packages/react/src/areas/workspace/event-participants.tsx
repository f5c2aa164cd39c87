import { useEffect, useState } from 'react';
import { eventRecordLabels as e, findEventParticipants, format, type workspace } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { Button } from '../../ui/button/button.js';
import { TextField } from '../../ui/text-field/text-field.js';
import { ChosenList } from './chosen-list.js';
import { participantOptionsKey } from './query-keys.js';
import { QUIET } from './quiet.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Participant = workspace.EventParticipant;

/** How long typing pauses before the catalogue is searched. */
const SEARCH_PAUSE_MS = 250;

const kindWord = (kind: Participant['kind']) => (kind === 'A' ? e.agent : e.institution);

/** The text typed, once typing has paused. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

export interface EventParticipantsProps {
  org: number;
  /** The ids chosen (the form's `participantIds`). */
  chosen: readonly number[];
  /** The record's participants as saved (their names until the picker names others). */
  saved: readonly Participant[];
  onChange: (ids: number[]) => void;
  error: string | null;
}

/**
 * An event's participants: the institutions and agents chosen (each with Remove), and a search of the
 * catalogue's (never the organisation itself) whose matches are added with one click.
 */
export function EventParticipants({ org, chosen, saved, onChange, error }: EventParticipantsProps) {
  useWorkspaceStyles();
  const [text, setText] = useState('');
  const [named, setNamed] = useState(() => new Map(saved.map((p) => [p.id, p])));
  const q = usePaused(text.trim());
  const matches = useQuery(q ? participantOptionsKey(org, q) : null, () => findEventParticipants(org, q, QUIET), { audience: 'member', keepWhileLoading: true });
  const offered = (matches.data ?? []).filter((p) => !chosen.includes(p.id));
  const add = (participant: Participant) => {
    setNamed((was) => new Map(was).set(participant.id, participant));
    onChange([...chosen, participant.id]);
  };
  return (
    <fieldset className="sa-workspace-events">
      <legend>{e.participants}</legend>
      <ChosenList
        label={e.participants}
        empty={e.noParticipants}
        items={chosen.map((id) => {
          const participant = named.get(id);
          const name = participant?.name ?? String(id);
          return { id, text: participant ? `${name} (${kindWord(participant.kind)})` : name, removeLabel: format(e.removeParticipant, { name }) };
        })}
        onRemove={(id) => onChange(chosen.filter((other) => other !== id))}
      />
      <TextField label={e.findParticipant} name="participantIds" type="search" autoComplete="off" value={text} onChange={(event) => setText(event.currentTarget.value)} error={error} />
      {q && matches.loading && <span role="status">{e.searching}</span>}
      {q && matches.data && (offered.length === 0 ? (
        <p className="sa-workspace-hint">{e.noMatches}</p>
      ) : (
        <ul aria-label={e.findParticipant}>
          {offered.map((p) => (
            <li key={p.id}>
              <Button variant="secondary" onClick={() => add(p)}>
                {format(e.addParticipant, { name: p.name })}
              </Button>{' '}
              {kindWord(p.kind)}
            </li>
          ))}
        </ul>
      ))}
    </fieldset>
  );
}

import { useEffect, useState } from 'react';
import { type Playbook, MATRIX_PLAYBOOK_TEXTS, MATRIX_TEXTS, PLAYBOOK_LIMITS, PLAYBOOK_TEXTS } from '@arcline/shared';
import { Field, InputControl, SelectControl } from '../../ui/components/Field';
import { LoadingState } from '../../ui/components/LoadingState';
import { usePlaybooks } from '../hooks/usePlaybooks';

/** The playbook a dialog uses and the party the firm acts for, as the dialog holds them. */
export interface PlaybookChoice {
  playbooks: Playbook[] | null;
  failed: string[] | null;
  playbookId: string;
  setPlaybookId(playbookId: string): void;
  /** What the "Acting for" field shows: the playbook's default until the user types another (blank is none). */
  actingFor: string;
  setActingFor(actingFor: string): void;
}

/**
 * The company's playbooks (read each time the dialog opens), the first chosen, and "Acting for" as in Word's "Review
 * against playbook" (web/src/modules/review/components/DocumentReviewPanel.tsx): prefilled with the chosen playbook's
 * default, optional (issue 31, 31d).
 */
export function usePlaybookChoice(open: boolean): PlaybookChoice {
  const { playbooks, failed } = usePlaybooks(open);
  const [playbookId, setChosen] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    if (playbooks && !playbooks.some((playbook) => playbook.id === playbookId)) setChosen(playbooks[0]?.id ?? '');
  }, [playbooks, playbookId]);
  useEffect(() => {
    if (open) setTyped(null);
  }, [open]);
  const actingFor = typed ?? playbooks?.find((playbook) => playbook.id === playbookId)?.actingFor ?? '';
  const setPlaybookId = (id: string) => {
    setChosen(id);
    setTyped(null);
  };
  return { playbooks, failed, playbookId, setPlaybookId, actingFor, setActingFor: setTyped };
}

export interface PlaybookSelectProps {
  playbooks: Playbook[] | null;
  value: string;
  onChange(playbookId: string): void;
  actingFor: string;
  onActingForChange(actingFor: string): void;
}

/** The company's playbooks to choose from and the party the firm acts for, or why there is no playbook to choose. */
export function PlaybookSelect({ playbooks, value, onChange, actingFor, onActingForChange }: PlaybookSelectProps) {
  if (!playbooks) return <LoadingState />;
  if (playbooks.length === 0) return <p>{MATRIX_PLAYBOOK_TEXTS.noPlaybooks}</p>;
  return (
    <>
      <Field label={MATRIX_PLAYBOOK_TEXTS.choosePlaybook}>
        {({ id }) => (
          <SelectControl id={id} value={value} onChange={(event) => onChange(event.target.value)}>
            {playbooks.map((playbook) => (
              <option key={playbook.id} value={playbook.id}>
                {playbook.name}
              </option>
            ))}
          </SelectControl>
        )}
      </Field>
      <Field label={PLAYBOOK_TEXTS.actingFor} hint={MATRIX_TEXTS.optional}>
        {({ id }) => (
          <InputControl
            id={id}
            data-testid="matrix-playbook-acting-for"
            placeholder={PLAYBOOK_TEXTS.actingForPlaceholder}
            title={PLAYBOOK_TEXTS.actingForHint}
            maxLength={PLAYBOOK_LIMITS.actingForMaxChars}
            value={actingFor}
            onChange={(event) => onActingForChange(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}

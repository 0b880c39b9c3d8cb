import { type Playbook, MATRIX_PLAYBOOK_TEXTS } from '@arcline/shared';
import { Field, SelectControl } from '../../ui/components/Field';
import { LoadingState } from '../../ui/components/LoadingState';

export interface PlaybookSelectProps {
  playbooks: Playbook[] | null;
  value: string;
  onChange(playbookId: string): void;
}

/** The company's playbooks to choose from, or why there is none to choose. */
export function PlaybookSelect({ playbooks, value, onChange }: PlaybookSelectProps) {
  if (!playbooks) return <LoadingState />;
  if (playbooks.length === 0) return <p>{MATRIX_PLAYBOOK_TEXTS.noPlaybooks}</p>;
  return (
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
  );
}

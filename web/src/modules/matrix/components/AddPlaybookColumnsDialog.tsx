import { useState } from 'react';
import { MATRIX_PLAYBOOK_TEXTS, MATRIX_TEXTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { toastStore } from '../../toast/utils/toastStore';
import { playbookActionsApi } from '../api/playbookActions';
import { describeErrors } from '../utils/describeErrors';
import { ColumnDialogFrame } from './ColumnDialogFrame';
import { PlaybookSelect, usePlaybookChoice } from './PlaybookSelect';

export interface AddPlaybookColumnsDialogProps {
  open: boolean;
  matrixId: string;
  onClose(): void;
  /** Called after a submit, so the matrix reloads with the new columns. */
  onAdded(): void;
}

/**
 * "Add playbook columns" (issue 32): one column per topic of the chosen playbook, its verdict a coloured list value,
 * judged for the party in "Acting for" (the playbook's default unless changed; issue 31, 31d).
 */
export function AddPlaybookColumnsDialog({ open, matrixId, onClose, onAdded }: AddPlaybookColumnsDialogProps) {
  const { playbooks, failed, playbookId, setPlaybookId, actingFor, setActingFor } = usePlaybookChoice(open);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const result = await playbookActionsApi.addPlaybookColumns(matrixId, playbookId, actingFor);
    setBusy(false);
    if (result.ok) toastStore.toast({ title: MATRIX_PLAYBOOK_TEXTS.columnsAdded(result.data.length) });
    else toastStore.toast({ title: MATRIX_TEXTS.toasts.errorCreatingColumn, description: describeErrors(result.errors), variant: 'error' });
    onClose();
    onAdded();
  };
  return (
    <ColumnDialogFrame open={open} title={MATRIX_PLAYBOOK_TEXTS.addPlaybookColumnsTitle} onClose={onClose}>
      <p>{MATRIX_PLAYBOOK_TEXTS.addPlaybookColumnsHelp}</p>
      {failed ? <p role="alert">{describeErrors(failed)}</p> : (
        <PlaybookSelect playbooks={playbooks} value={playbookId} onChange={setPlaybookId} actingFor={actingFor} onActingForChange={setActingFor} />
      )}
      <Button type="button" disabled={busy || !playbookId} onClick={() => void submit()}>
        {MATRIX_PLAYBOOK_TEXTS.addColumns}
      </Button>
    </ColumnDialogFrame>
  );
}

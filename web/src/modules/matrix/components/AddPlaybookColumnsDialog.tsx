import { useEffect, useState } from 'react';
import { MATRIX_PLAYBOOK_TEXTS, MATRIX_TEXTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { toastStore } from '../../toast/utils/toastStore';
import { playbookActionsApi } from '../api/playbookActions';
import { usePlaybooks } from '../hooks/usePlaybooks';
import { describeErrors } from '../utils/describeErrors';
import { ColumnDialogFrame } from './ColumnDialogFrame';
import { PlaybookSelect } from './PlaybookSelect';

export interface AddPlaybookColumnsDialogProps {
  open: boolean;
  matrixId: string;
  onClose(): void;
  /** Called after a submit, so the matrix reloads with the new columns. */
  onAdded(): void;
}

/** "Add playbook columns" (issue 32): one column per topic of the chosen playbook, its verdict a coloured list value. */
export function AddPlaybookColumnsDialog({ open, matrixId, onClose, onAdded }: AddPlaybookColumnsDialogProps) {
  const { playbooks, failed } = usePlaybooks(open);
  const [playbookId, setPlaybookId] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (playbooks && !playbooks.some((playbook) => playbook.id === playbookId)) setPlaybookId(playbooks[0]?.id ?? '');
  }, [playbooks, playbookId]);

  const submit = async () => {
    setBusy(true);
    const result = await playbookActionsApi.addPlaybookColumns(matrixId, playbookId);
    setBusy(false);
    if (result.ok) toastStore.toast({ title: MATRIX_PLAYBOOK_TEXTS.columnsAdded(result.data.length) });
    else toastStore.toast({ title: MATRIX_TEXTS.toasts.errorCreatingColumn, description: describeErrors(result.errors), variant: 'error' });
    onClose();
    onAdded();
  };
  return (
    <ColumnDialogFrame open={open} title={MATRIX_PLAYBOOK_TEXTS.addPlaybookColumnsTitle} onClose={onClose}>
      <p>{MATRIX_PLAYBOOK_TEXTS.addPlaybookColumnsHelp}</p>
      {failed ? <p role="alert">{describeErrors(failed)}</p> : <PlaybookSelect playbooks={playbooks} value={playbookId} onChange={setPlaybookId} />}
      <Button type="button" disabled={busy || !playbookId} onClick={() => void submit()}>
        {MATRIX_PLAYBOOK_TEXTS.addColumns}
      </Button>
    </ColumnDialogFrame>
  );
}

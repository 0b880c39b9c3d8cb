import { useEffect } from 'react';
import styled from 'styled-components';
import { MATRIX_PLAYBOOK_TEXTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { userLocale } from '../../../platform/userLocale';
import { useMatrixRedline } from '../hooks/useMatrixRedline';
import { describeErrors } from '../utils/describeErrors';
import { ColumnDialogFrame } from './ColumnDialogFrame';
import { PlaybookSelect, usePlaybookChoice } from './PlaybookSelect';
import { theme } from '../../../theme/theme';

export interface RedlineToPlaybookDialogProps {
  open: boolean;
  matrixId: string;
  /** The rows selected in the table. */
  documentIds: string[];
  onClose(): void;
}

/**
 * "Redline to playbook" (issue 32) on the selected rows: choose the playbook and the party the firm acts for ("Acting
 * for", the playbook's default unless changed; issue 31, 31d), start, follow `Redlining N of M`, then the zip's link
 * (it expires like Translate's) and the documents that could not be redlined safely, with why.
 */
export function RedlineToPlaybookDialog({ open, matrixId, documentIds, onClose }: RedlineToPlaybookDialogProps) {
  const { playbooks, failed, playbookId, setPlaybookId, actingFor, setActingFor } = usePlaybookChoice(open);
  const { status, start, reset } = useMatrixRedline(matrixId);
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const refused = status.state === 'ready' ? status.redline.documents.filter((document) => document.state === 'refused') : [];
  return (
    <ColumnDialogFrame open={open} title={MATRIX_PLAYBOOK_TEXTS.redlineTitle} onClose={onClose}>
      <p>{MATRIX_PLAYBOOK_TEXTS.redlineHelp}</p>
      <p>{MATRIX_PLAYBOOK_TEXTS.selectedCount(documentIds.length)}</p>
      {status.state === 'idle' && (
        <>
          {failed ? <p role="alert">{describeErrors(failed)}</p> : (
            <PlaybookSelect playbooks={playbooks} value={playbookId} onChange={setPlaybookId} actingFor={actingFor} onActingForChange={setActingFor} />
          )}
          <Button type="button" disabled={!playbookId || documentIds.length === 0} onClick={() => void start(playbookId, documentIds, actingFor)}>
            {MATRIX_PLAYBOOK_TEXTS.startRedline}
          </Button>
        </>
      )}
      {status.state === 'running' && (
        <p role="status">
          <progress max={status.total} value={status.done} /> {MATRIX_PLAYBOOK_TEXTS.redlining(status.done, status.total)}
        </p>
      )}
      {status.state === 'ready' && (
        <StyledResult role="status">
          <strong>{MATRIX_PLAYBOOK_TEXTS.redlineReady}</strong>
          <a href={status.redline.downloadUrl} download={status.redline.fileName}>
            {MATRIX_PLAYBOOK_TEXTS.download}
          </a>
          <span>{MATRIX_PLAYBOOK_TEXTS.linkExpires(new Date(status.redline.downloadUrlExpiration).toLocaleString(userLocale()))}</span>
          {refused.length > 0 && (
            <>
              <span>{MATRIX_PLAYBOOK_TEXTS.refusedDocuments(refused.length)}</span>
              <ul>
                {refused.map((document) => (
                  <li key={document.documentId}>
                    <strong>{document.name}</strong>: {document.state === 'refused' ? document.reasons.join(' ') : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        </StyledResult>
      )}
      {status.state === 'failed' && <p role="alert">{status.message}</p>}
    </ColumnDialogFrame>
  );
}

const StyledResult = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`;

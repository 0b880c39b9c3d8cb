import { memo } from 'react';
import { css } from 'styled-components';
import { MATRIX_PLAYBOOK_TEXTS, MATRIX_TEXTS, type MatrixDocumentCell as DocumentCell } from '@arcline/shared';
import { HydratedLater } from '../../ui/components/HydratedLater';
import { UploadVersionButton } from './UploadVersionButton';
import { DocumentTypeBadge } from './DocumentTypeBadge';
import { IconButton } from './IconButton';
import { MATRIX_TABLE_CLASSES } from './matrixTableClasses';
import { theme } from '../../../theme/theme';

export interface MatrixDocumentCellProps {
  document: DocumentCell;
  onDelete(documentId: string): void;
  /** Chosen for "Redline to playbook"; the checkbox shows only with onToggle. */
  checked?: boolean;
  onToggle?(documentId: string): void;
  /** "Upload new version" (issue 31): the row's document is replaced by this file and the row recomputed. */
  onUploadVersion?(documentId: string, file: File): void;
}

/** The first cell of a row: type, status and name of the document, with a delete button on hover. */
export const MatrixDocumentCell = memo(function MatrixDocumentCell({ document, onDelete, checked = false, onToggle, onUploadVersion }: MatrixDocumentCellProps) {
  return (
    <div className={MATRIX_TABLE_CLASSES.document} title={document.error ?? document.name}>
      {onToggle && <input type="checkbox" aria-label={MATRIX_PLAYBOOK_TEXTS.selectRow(document.name)} checked={checked} onChange={() => onToggle(document.id)} />}
      <DocumentTypeBadge documentType={document.documentType} status={document.status} />
      <span className={MATRIX_TABLE_CLASSES.documentName}>{document.name}</span>
      <div className={MATRIX_TABLE_CLASSES.documentActions}>
        {/* Shown on hover: hydrated after the table's first commit (HydratedLater); a click before is replayed. */}
        <HydratedLater>
          {onUploadVersion && <UploadVersionButton documentName={document.name} onFile={(file) => onUploadVersion(document.id, file)} />}
          <IconButton icon="trash" label={MATRIX_TEXTS.deleteDocument} onClick={() => onDelete(document.id)} />
        </HydratedLater>
      </div>
    </div>
  );
});

/** The document cell's plain elements (matrixTableClasses.ts), scoped under the table's scroller (MatrixTable). */
export const documentCellRules = css`
  .${MATRIX_TABLE_CLASSES.documentActions} {
    opacity: 0;
    transition: opacity ${theme.transition};
  }

  .${MATRIX_TABLE_CLASSES.document} {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    width: 100%;
    height: 100%;
    padding: 0 ${theme.space(3)};

    &:hover .${MATRIX_TABLE_CLASSES.documentActions}, &:focus-within .${MATRIX_TABLE_CLASSES.documentActions} {
      opacity: 1;
    }
  }

  .${MATRIX_TABLE_CLASSES.documentName} {
    display: -webkit-box;
    flex: 1;
    overflow: hidden;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    font-size: ${theme.fontSizes.small};
    font-weight: 600;
    word-break: break-word;
  }
`;

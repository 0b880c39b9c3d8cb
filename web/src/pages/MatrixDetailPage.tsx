import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MATRIX_PLAYBOOK_TEXTS, MATRIX_TEXTS, WEB_ROUTES, orderedColumns, type MatrixAskCitation, type MatrixElementStatus, type MatrixExportFormat, type MatrixRowOrder } from '@arcline/shared';
import { Button } from '../modules/ui/components/Button';
import { HydratedLater } from '../modules/ui/components/HydratedLater';
import { LoadingState } from '../modules/ui/components/LoadingState';
import { saveDownloadedFile } from '../modules/matrix/api/matrixApi';
import { matrixApi } from '../modules/matrix/api/matrixApiClient';
import { useMatrix } from '../modules/matrix/hooks/useMatrix';
import { useMatrixQueries } from '../modules/matrix/hooks/useMatrixQueries';
import { useMatrixUpload } from '../modules/matrix/hooks/useMatrixUpload';
import { useReloadMatrix } from '../modules/matrix/hooks/useReloadMatrix';
import { useDocumentVersionUpload } from '../modules/matrix/hooks/useDocumentVersionUpload';
import { AddColumnDialog } from '../modules/matrix/components/AddColumnDialog';
import { AddPlaybookColumnsDialog } from '../modules/matrix/components/AddPlaybookColumnsDialog';
import { RedlineToPlaybookDialog } from '../modules/matrix/components/RedlineToPlaybookDialog';
import { CellDetailPanel } from '../modules/matrix/components/CellDetailPanel';
import { MatrixAskBox } from '../modules/matrix/components/MatrixAskBox';
import { EditColumnDialog } from '../modules/matrix/components/EditColumnDialog';
import { IconButton } from '../modules/matrix/components/IconButton';
import { Icon } from '../modules/ui/components/Icon';
import { MatrixNameEditor } from '../modules/matrix/components/MatrixNameEditor';
import { MatrixProgressBar } from '../modules/matrix/components/MatrixProgressBar';
import { MatrixRowOrderBar } from '../modules/matrix/components/MatrixRowOrderBar';
import { MatrixStatusLine } from '../modules/matrix/components/MatrixStatusLine';
import { MatrixTable } from '../modules/matrix/components/MatrixTable';
import { UploadDocumentsButton } from '../modules/matrix/components/UploadDocumentsButton';
import { logMatrixFailure } from '../modules/matrix/utils/logMatrixFailure';
import { matrixQueryKeys } from '../modules/matrix/utils/matrixQueryKeys';
import { theme } from '../theme/theme';

/** /matrix/:id: the results table of one matrix with its documents, columns, cells and their details (spec 02 §2). */
export function MatrixDetailPage() {
  const matrixId = useParams().id ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [rowOrder, setRowOrder] = useState<MatrixRowOrder>({});
  const matrix = useMatrix(matrixId, rowOrder);
  const { markProcessing, prefetchOrder } = matrix;
  // A new sort or filter's rows are asked for in the change's own event, before the page renders with it.
  const changeRowOrder = useCallback(
    (order: MatrixRowOrder) => {
      prefetchOrder(order);
      setRowOrder(order);
    },
    [prefetchOrder],
  );
  const templates = useMatrixQueries();
  const reload = useReloadMatrix(matrixId);
  const { upload, progress: uploadProgress } = useMatrixUpload(matrixId, reload);
  const uploadVersion = useDocumentVersionUpload(matrixId, reload);
  const onUploadVersion = useCallback((documentId: string, file: File) => void uploadVersion(documentId, file), [uploadVersion]);
  const [addingColumn, setAddingColumn] = useState(false);
  const [editingColumnId, setEditingColumnId] = useState<string | null>(null);
  const [selectedElementId, setSelectedElementId] = useState<string | null>(null);
  // "Ask the matrix" (issue 31): the citation whose cell the detail shows, its quote highlighted, and the matrix's data
  // the answer read (the detail says when the cell changed since).
  const [citation, setCitation] = useState<(MatrixAskCitation & { asOf: string | null }) | null>(null);
  const openCitation = useCallback((cited: MatrixAskCitation, asOf: string | null) => {
    setCitation({ ...cited, asOf });
    setSelectedElementId(cited.elementId);
  }, []);
  const viewDetails = useCallback((elementId: string | null) => {
    setCitation(null);
    setSelectedElementId(elementId);
  }, []);
  // The playbook actions (issue 32): rows chosen for "Redline to playbook", and which dialog is open.
  const [selectedDocuments, setSelectedDocuments] = useState<ReadonlySet<string>>(new Set());
  const [playbookDialog, setPlaybookDialog] = useState<'columns' | 'redline' | null>(null);
  const toggleDocument = useCallback(
    (documentId: string) =>
      setSelectedDocuments((selected) => {
        const next = new Set(selected);
        if (!next.delete(documentId)) next.add(documentId);
        return next;
      }),
    [],
  );

  const view = matrix.data;
  const detail = view?.detail;
  const columns = useMemo(() => (detail ? orderedColumns(detail.columns) : []), [detail]);
  const statusByElement = useMemo(() => {
    const statuses = new Map<string, MatrixElementStatus>();
    for (const row of view?.rows ?? []) if (row) for (const cell of Object.values(row.cells)) statuses.set(cell.id, cell.status);
    return statuses;
  }, [view]);

  const { processing, completed, failed } = detail?.aggregatedResultStatus ?? { processing: 0, completed: 0, failed: 0 };
  const cellCount = processing + completed + failed;

  const rename = async (name: string) => {
    const result = await matrixApi.renameMatrix(matrixId, name);
    if (!result.ok) logMatrixFailure('renaming the matrix', result.errors);
    void reload();
    void queryClient.invalidateQueries({ queryKey: matrixQueryKeys.list() });
  };
  const deleteDocument = useCallback(
    async (documentId: string) => {
      const result = await matrixApi.deleteDocument(documentId);
      if (!result.ok) logMatrixFailure('deleting the document', result.errors);
      void reload();
    },
    [reload],
  );
  const recalculate = useCallback(
    async (elementId: string) => {
      const result = await matrixApi.recalculateElement(elementId);
      if (!result.ok) logMatrixFailure('recalculating the cell', result.errors);
      else markProcessing(elementId);
      void reload();
    },
    [reload, markProcessing],
  );
  const exportAs = async (format: MatrixExportFormat) => {
    const result = await matrixApi.exportMatrix(matrixId, format);
    if (result.ok) saveDownloadedFile(result.data, `matrix.${format}`);
    else logMatrixFailure(`exporting ${format}`, result.errors);
  };
  const onDeleteDocument = useCallback((documentId: string) => void deleteDocument(documentId), [deleteDocument]);
  const onRecalculate = useCallback((elementId: string) => void recalculate(elementId), [recalculate]);

  return (
    <StyledPage>
      <StyledMain>
        {/* The server's first screen: the table is hydrated first, the rest after it (HydratedLater). */}
        <HydratedLater>
          <StyledToolbar>
            <IconButton icon="back" label={MATRIX_TEXTS.back} onClick={() => void navigate(WEB_ROUTES.matrix)} />
            {detail && <MatrixNameEditor name={detail.name} onRename={(name) => void rename(name)} />}
            <StyledSpacer />
            {detail && (
              <>
                <Button type="button" $variant="ghost" onClick={() => void exportAs('xlsx')}>
                  <Icon name="download" />
                  {MATRIX_TEXTS.exportXlsx}
                </Button>
                <Button type="button" $variant="ghost" onClick={() => void exportAs('csv')}>
                  <Icon name="download" />
                  {MATRIX_TEXTS.exportCsv}
                </Button>
                <UploadDocumentsButton progress={uploadProgress} onFiles={(files) => void upload(files)} />
                <Button type="button" onClick={() => setAddingColumn(true)}>
                  <Icon name="plus" />
                  {MATRIX_TEXTS.addColumn}
                </Button>
                <Button type="button" $variant="ghost" onClick={() => setPlaybookDialog('columns')}>
                  {MATRIX_PLAYBOOK_TEXTS.addPlaybookColumns}
                </Button>
                <Button type="button" $variant="ghost" disabled={selectedDocuments.size === 0} onClick={() => setPlaybookDialog('redline')}>
                  {MATRIX_PLAYBOOK_TEXTS.redlineToPlaybook}
                  {selectedDocuments.size > 0 && ` (${MATRIX_PLAYBOOK_TEXTS.selectedCount(selectedDocuments.size)})`}
                </Button>
              </>
            )}
          </StyledToolbar>
        </HydratedLater>
        {matrix.isPending ? (
          <LoadingState />
        ) : view && detail ? (
          <>
            <HydratedLater>
              <MatrixProgressBar status={detail.aggregatedResultStatus} />
              {columns.length > 0 && (
                <MatrixAskBox
                  matrixId={matrixId}
                  columns={columns}
                  lastDataUpdate={detail.aggregatedResultStatus.lastDataUpdate}
                  cellCount={cellCount}
                  onOpenCitation={openCitation}
                />
              )}
              {columns.length > 0 && <MatrixRowOrderBar columns={columns} order={rowOrder} totalRows={view.rows.length} onChange={changeRowOrder} />}
            </HydratedLater>
            <MatrixTable
              columns={columns}
              rows={view.rows}
              selectedElementId={selectedElementId}
              onEditColumn={setEditingColumnId}
              onDeleteDocument={onDeleteDocument}
              onRecalculate={onRecalculate}
              onViewDetails={viewDetails}
              onRowsInView={matrix.showRows}
              selectedDocumentIds={selectedDocuments}
              onToggleDocument={toggleDocument}
              onUploadVersion={onUploadVersion}
              changedOnly={rowOrder.changedOnly}
            />
            <HydratedLater>
              <MatrixStatusLine status={detail.aggregatedResultStatus} />
            </HydratedLater>
          </>
        ) : null}
      </StyledMain>
      <HydratedLater>
        {selectedElementId && (
          <CellDetailPanel
            elementId={selectedElementId}
            status={statusByElement.get(selectedElementId)}
            citedQuote={citation?.elementId === selectedElementId ? citation.quote : undefined}
            citedAsOf={citation?.elementId === selectedElementId ? citation.asOf : undefined}
            onClose={() => viewDetails(null)}
          />
        )}
        <AddColumnDialog
          open={addingColumn}
          matrixId={matrixId}
          templates={templates.data ?? []}
          onClose={() => setAddingColumn(false)}
          onSubmitted={() => void reload()}
        />
        <AddPlaybookColumnsDialog open={playbookDialog === 'columns'} matrixId={matrixId} onClose={() => setPlaybookDialog(null)} onAdded={() => void reload()} />
        <RedlineToPlaybookDialog
          open={playbookDialog === 'redline'}
          matrixId={matrixId}
          documentIds={[...selectedDocuments]}
          onClose={() => setPlaybookDialog(null)}
        />
        <EditColumnDialog
          columnId={editingColumnId}
          templates={templates.data ?? []}
          onClose={() => setEditingColumnId(null)}
          onChanged={() => void reload()}
        />
      </HydratedLater>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const StyledMain = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space(3)};
  min-width: 0;
  padding: ${theme.space(4)} ${theme.space(6)};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

const StyledSpacer = styled.div`
  flex: 1;
`;

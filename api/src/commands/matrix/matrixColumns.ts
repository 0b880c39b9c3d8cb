import { randomUUID } from 'node:crypto';
import {
  MATRIX_MAX_COLUMNS,
  MATRIX_MESSAGES,
  type MatrixAnswerKind,
  type MatrixColumnDefinition,
  type MatrixPlaybookTopicRef,
} from '@arcline/shared';
import { ValidationError } from '../../errors';
import { findUsableTemplate } from './matrixTemplates';
import { findOwnedColumn, findOwnedMatrix } from './matrixAccess';
import { createMissingCells, matrixColumnStore, restartCells, runningCellIds, type Sql, type StoredMatrixColumn } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { cancelCellWorkflows, startMatrixFanout, type MatrixCellDeps } from './matrixCells';

/** A column's definition as the API stores it (the shared contract's), plus a playbook column's topic (issue 32), set when the column is made, never by an edit. */
export type ColumnDefinition = MatrixColumnDefinition & { playbookTopic?: MatrixPlaybookTopicRef | null };

/** The template's kind of answer for a template column (null for a custom one); a template the user may not use is refused. */
async function templateKind(sql: Sql, userId: string, definition: ColumnDefinition): Promise<MatrixAnswerKind | null> {
  if (definition.queryType !== 'GLOBAL_TEMPLATE') return null;
  const template = definition.matrixQueryId ? await findUsableTemplate(sql, userId, definition.matrixQueryId) : null;
  if (!template) throw new ValidationError([MATRIX_MESSAGES.templateNotFound]);
  return template.answerKind as MatrixAnswerKind;
}

/** Adds a column after the last one and a cell for every document, handed to a `matrix-fanout` with the commit. */
export async function createMatrixColumn(
  deps: MatrixCellDeps,
  userId: string,
  input: ColumnDefinition & { matrixId: string },
): Promise<StoredMatrixColumn> {
  const requestId = randomUUID();
  return sequelizeSql(deps.sequelize).transaction(async (sql) => {
    const matrix = await findOwnedMatrix(sql, userId, input.matrixId, true);
    const defaultKind = (await templateKind(sql, userId, input)) ?? 'text';
    const count = await matrixColumnStore.count(sql, matrix.id);
    if (count >= MATRIX_MAX_COLUMNS) throw new ValidationError([MATRIX_MESSAGES.tooManyColumns]);
    const created = await matrixColumnStore.append(sql, {
      matrixId: matrix.id,
      name: input.name,
      queryType: input.queryType,
      matrixQueryId: input.matrixQueryId,
      customQuery: input.customQuery,
      answerKind: input.answerKind ?? defaultKind,
      answerOptions: input.answerOptions ?? null,
      playbookTopic: input.playbookTopic ?? null,
    });
    const cells = await createMissingCells(sql, { matrixId: matrix.id, generation: requestId, columnIds: [created.id] });
    if (cells > 0) await startMatrixFanout(deps, { matrixId: matrix.id, userId, requestId });
    return created;
  });
}

/** Renames a column; a changed query re-runs every cell of the column under a new generation. */
export async function updateMatrixColumn(
  deps: MatrixCellDeps,
  userId: string,
  columnId: string,
  definition: ColumnDefinition,
): Promise<StoredMatrixColumn> {
  const requestId = randomUUID();
  return sequelizeSql(deps.sequelize).transaction(async (sql) => {
    const { column: found } = await findOwnedColumn(sql, userId, columnId, true);
    const defaultKind = await templateKind(sql, userId, definition);
    const sameQuery =
      found.queryType === definition.queryType &&
      (found.matrixQueryId ?? null) === definition.matrixQueryId &&
      (found.customQuery ?? null) === definition.customQuery;
    // An edit that gives no kind keeps the column's, unless it changes the query (then as a new column would get).
    const answerKind = definition.answerKind ?? (sameQuery ? found.answerKind : (defaultKind ?? 'text'));
    const answerOptions = answerKind === 'list' ? (definition.answerOptions ?? found.answerOptions ?? null) : null;
    const queryChanged =
      !sameQuery || answerKind !== found.answerKind || JSON.stringify(answerOptions) !== JSON.stringify(found.answerOptions ?? null);
    const { name, queryType, matrixQueryId, customQuery } = definition;
    const updated = (await matrixColumnStore.update(sql, found.id, { name, queryType, matrixQueryId, customQuery, answerKind, answerOptions })) ?? found;
    if (queryChanged && (await restartCells(sql, { columnId: found.id }, requestId)) > 0) {
      await startMatrixFanout(deps, { matrixId: found.matrixId, userId, requestId });
    }
    return updated;
  });
}

export async function deleteMatrixColumn(deps: MatrixCellDeps, userId: string, columnId: string): Promise<void> {
  const { matrixId, running } = await sequelizeSql(deps.sequelize).transaction(async (sql) => {
    const { column } = await findOwnedColumn(sql, userId, columnId, true);
    const ids = await runningCellIds(sql, { columnId: column.id });
    await matrixColumnStore.delete(sql, column.id);
    return { matrixId: column.matrixId, running: ids };
  });
  await cancelCellWorkflows(deps, { matrixId, userId, requestId: randomUUID() }, running);
}

import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { MATRIX_MAX_COLUMNS, MATRIX_MESSAGES, type MatrixAnswerKind, type MatrixPlaybookTopicRef, type MatrixQueryType } from '@arcline/shared';
import { ValidationError } from '../../errors';
import { MatrixColumnRow } from '../../models/matrix';
import { findUsableTemplate } from './matrixTemplates';
import { findOwnedColumn, findOwnedMatrix } from './matrixAccess';
import { createMissingCells, restartCells, runningCellIds } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { cancelCellWorkflows, startMatrixFanout, type MatrixCellDeps } from './matrixCells';

export interface ColumnDefinition {
  name: string;
  queryType: MatrixQueryType;
  /** Set for GLOBAL_TEMPLATE only. */
  matrixQueryId: string | null;
  /** Set for CUSTOM only. */
  customQuery: string | null;
  /** Null when the request gives none: the template's kind, or text (or, on an edit, the column's own). */
  answerKind?: MatrixAnswerKind | null;
  /** A list column's options, else null. */
  answerOptions?: string[] | null;
  /** A playbook column's topic (issue 32); set when the column is made, never by an edit. */
  playbookTopic?: MatrixPlaybookTopicRef | null;
}

/** The template's kind of answer for a template column (null for a custom one); a template the user may not use is refused. */
async function templateKind(userId: string, definition: ColumnDefinition, transaction: Transaction): Promise<MatrixAnswerKind | null> {
  if (definition.queryType !== 'GLOBAL_TEMPLATE') return null;
  const template = definition.matrixQueryId ? await findUsableTemplate(userId, definition.matrixQueryId, transaction) : null;
  if (!template) throw new ValidationError([MATRIX_MESSAGES.templateNotFound]);
  return template.answerKind as MatrixAnswerKind;
}

/** Adds a column after the last one and a cell for every document, handed to a `matrix-fanout` with the commit. */
export async function createMatrixColumn(
  deps: MatrixCellDeps,
  userId: string,
  input: ColumnDefinition & { matrixId: string },
): Promise<MatrixColumnRow> {
  const requestId = randomUUID();
  return deps.sequelize.transaction(async (transaction) => {
    const matrix = await findOwnedMatrix(userId, input.matrixId, transaction, true);
    const defaultKind = (await templateKind(userId, input, transaction)) ?? 'text';
    const count = await MatrixColumnRow.count({ where: { matrixId: matrix.id }, transaction });
    if (count >= MATRIX_MAX_COLUMNS) throw new ValidationError([MATRIX_MESSAGES.tooManyColumns]);
    const lastSortOrder: number | null = await MatrixColumnRow.max('sortOrder', { where: { matrixId: matrix.id }, transaction });
    const created = await MatrixColumnRow.create(
      {
        matrixId: matrix.id,
        name: input.name,
        queryType: input.queryType,
        matrixQueryId: input.matrixQueryId,
        customQuery: input.customQuery,
        answerKind: input.answerKind ?? defaultKind,
        answerOptions: input.answerOptions ?? null,
        playbookTopic: input.playbookTopic ?? null,
        sortOrder: (lastSortOrder ?? -1) + 1,
      },
      { transaction },
    );
    const cells = await createMissingCells(sequelizeSql(deps.sequelize, transaction), { matrixId: matrix.id, generation: requestId, columnIds: [created.id] });
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
): Promise<MatrixColumnRow> {
  const requestId = randomUUID();
  return deps.sequelize.transaction(async (transaction) => {
    const { column: found } = await findOwnedColumn(userId, columnId, transaction, true);
    const defaultKind = await templateKind(userId, definition, transaction);
    const sameQuery =
      found.queryType === definition.queryType &&
      (found.matrixQueryId ?? null) === definition.matrixQueryId &&
      (found.customQuery ?? null) === definition.customQuery;
    // An edit that gives no kind keeps the column's, unless it changes the query (then as a new column would get).
    const answerKind = definition.answerKind ?? (sameQuery ? found.answerKind : (defaultKind ?? 'text'));
    const answerOptions = answerKind === 'list' ? (definition.answerOptions ?? found.answerOptions ?? null) : null;
    const queryChanged =
      !sameQuery || answerKind !== found.answerKind || JSON.stringify(answerOptions) !== JSON.stringify(found.answerOptions ?? null);
    await found.update({ ...definition, answerKind, answerOptions }, { transaction });
    if (queryChanged && (await restartCells(sequelizeSql(deps.sequelize, transaction), { columnId: found.id }, requestId)) > 0) {
      await startMatrixFanout(deps, { matrixId: found.matrixId, userId, requestId });
    }
    return found;
  });
}

export async function deleteMatrixColumn(deps: MatrixCellDeps, userId: string, columnId: string): Promise<void> {
  const { matrixId, running } = await deps.sequelize.transaction(async (transaction) => {
    const { column } = await findOwnedColumn(userId, columnId, transaction, true);
    const ids = await runningCellIds(sequelizeSql(deps.sequelize, transaction), { columnId: column.id });
    await column.destroy({ transaction });
    return { matrixId: column.matrixId, running: ids };
  });
  await cancelCellWorkflows(deps, { matrixId, userId, requestId: randomUUID() }, running);
}

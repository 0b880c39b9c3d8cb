import { performance } from 'node:perf_hooks';
import { NOT_FOUND } from '../../types';
import { verifyMatrixReference } from '../../verification';
import { extractMatrixCellLocally } from '../matrixExtraction';
import type { CuadContract } from './cuadData';
import { mapDocument, originalSpan, overlapsLabel } from './paragraphMap';
import { clauseLabels } from './clauseLabels';

/** A matrix column of the evaluation: its name, its question, and the CUAD category whose labels judge its answers. */
export interface EvaluationColumn {
  name: string;
  query: string;
  category: string;
}

export interface CategoryFigures {
  category: string;
  present: number;
  /** Present clauses answered with a passage that overlaps a labelled one. */
  found: number;
  absent: number;
  /** Absent clauses answered "Not found". */
  honest: number;
  answered: number;
  verbatim: number;
}

export interface EvaluationFigures {
  byCategory: CategoryFigures[];
  total: CategoryFigures;
  cells: number;
  seconds: number;
}

function emptyFigures(category: string): CategoryFigures {
  return { category, present: 0, found: 0, absent: 0, honest: 0, answered: 0, verbatim: 0 };
}

/** Runs the offline engine on every contract × column, as the matrix does, and judges each cell by the lawyers' labels. */
export function evaluateOfflineEngine(contracts: CuadContract[], columns: EvaluationColumn[]): EvaluationFigures {
  const byCategory = new Map(columns.map((column) => [column.category, emptyFigures(column.category)]));
  let cells = 0;
  let elapsed = 0;
  for (const contract of contracts) {
    const document = mapDocument(contract.text);
    if (!document) continue;
    // Categories CUAD does not label are judged by their weak labels (see weakLabels.ts and its hand-checked sample).
    const { clauses } = clauseLabels(contract, document);
    for (const column of columns) {
      const started = performance.now();
      const cell = extractMatrixCellLocally({ query: column.query, columnName: column.name, documentName: contract.title, paragraphs: document.paragraphs });
      const check = verifyMatrixReference(cell.referenceResult, document.paragraphs);
      elapsed += performance.now() - started;
      cells += 1;
      const figures = byCategory.get(column.category)!;
      const labels = clauses.filter((clause) => clause.category === column.category);
      const answered = cell.refineResult !== NOT_FOUND && cell.source !== null;
      if (answered) {
        figures.answered += 1;
        if (check.note === null && check.referenceResult) figures.verbatim += 1;
      }
      if (labels.length === 0) {
        figures.absent += 1;
        if (!answered) figures.honest += 1;
        continue;
      }
      figures.present += 1;
      if (answered && overlapsLabel(originalSpan(document, cell.source!.paragraph, cell.source!), labels)) figures.found += 1;
    }
  }
  const total = emptyFigures('overall');
  for (const figures of byCategory.values()) {
    for (const key of ['present', 'found', 'absent', 'honest', 'answered', 'verbatim'] as const) total[key] += figures[key];
  }
  return { byCategory: [...byCategory.values()], total, cells, seconds: elapsed / 1000 };
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(0)} %`);

/** The figures as a Markdown table, one row per category and one overall. */
export function figuresTable(figures: EvaluationFigures): string {
  const row = (entry: CategoryFigures) =>
    `| ${entry.category} | ${entry.found}/${entry.present} (${percent(entry.found, entry.present)}) | ${entry.honest}/${entry.absent} (${percent(entry.honest, entry.absent)}) | ${entry.verbatim}/${entry.answered} |`;
  return [
    '| category | found (passage overlaps the label) | "Not found" where absent | quotes verbatim |',
    '|---|---|---|---|',
    ...figures.byCategory.map(row),
    row(figures.total).replace('| overall |', '| **overall** |'),
  ].join('\n');
}

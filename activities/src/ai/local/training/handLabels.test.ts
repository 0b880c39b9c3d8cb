import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cuadTrainDirectory, readContracts, splitOf } from './cuadData';
import {
  HAND_LABELS_DIRECTORY,
  handLabelFiles,
  handLabelledClauses,
  readHandLabelFile,
  readHandLabels,
  weakLabelAgreement,
  weakLabelAgreementTable,
  type HandLabel,
} from './handLabels';
import { WEAK_CATEGORIES } from './weakLabels';

/** The hand labels of issue 28 against the CUAD v1 texts they point into (CUAD v1, The Atticus Project, CC BY 4.0). */
const texts = new Map(readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).map((contract) => [contract.title, contract.text]));
const categories = WEAK_CATEGORIES.map(({ category }) => category);
const files = handLabelFiles();

describe('hand labels', () => {
  it('has at least set A', () => {
    expect(files.map((file) => path.basename(file))).toContain('setA.jsonl');
  });

  describe.each(files.map((file) => [path.basename(file), file]))('%s', (_name, file) => {
    const labels: HandLabel[] = readHandLabelFile(file);

    it('is valid JSON with the fields of HandLabel', () => {
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        expect(Object.keys(label).sort()).toEqual(['category', 'negatives', 'note', 'present', 'spans', 'split', 'title']);
        expect(typeof label.present).toBe('boolean');
        expect(typeof label.note).toBe('string');
        expect(label.note.trim()).not.toBe('');
      }
    });

    it('names one of the six categories, the title of a CUAD contract and its split', () => {
      for (const label of labels) {
        expect(categories).toContain(label.category);
        expect(texts.has(label.title), label.title).toBe(true);
        expect(label.split, label.title).toBe(splitOf(label.title));
      }
    });

    it('labels every contract for all six categories, once each, sorted by title then category', () => {
      const keys = labels.map((label) => `${label.title}\u0000${label.category}`);
      expect(new Set(keys).size).toBe(keys.length);
      const titles = new Set(labels.map((label) => label.title));
      for (const title of titles) expect(labels.filter((label) => label.title === title).map((label) => label.category).sort()).toEqual([...categories].sort());
      const sorted = [...labels].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
      expect(labels).toEqual(sorted);
    });

    it('has spans within the text, non-empty and trimmed, only when present', () => {
      for (const label of labels) {
        const text = texts.get(label.title)!;
        if (label.present) expect(label.spans.length, `${label.title} ${label.category}`).toBeGreaterThan(0);
        else expect(label.spans, `${label.title} ${label.category}`).toEqual([]);
        for (const { start, end } of [...label.spans, ...label.negatives]) {
          expect(Number.isInteger(start) && Number.isInteger(end)).toBe(true);
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeLessThanOrEqual(text.length);
          expect(end).toBeGreaterThan(start);
          const passage = text.slice(start, end);
          expect(passage.trim(), `${label.title} ${label.category} ${start}`).toBe(passage);
        }
        expect(label.negatives.length).toBeLessThanOrEqual(3);
        for (const negative of label.negatives) {
          for (const span of label.spans) expect(Math.min(negative.end, span.end) <= Math.max(negative.start, span.start), `${label.title} ${label.category}: a negative overlaps a span`).toBe(true);
        }
      }
    });
  });

  it('does not label a contract in two files', () => {
    const owners = new Map<string, string>();
    for (const file of files) {
      for (const title of new Set(readHandLabelFile(file).map((label) => label.title))) {
        expect(owners.get(title), title).toBeUndefined();
        owners.set(title, file);
      }
    }
  });

  it('covers enough contracts per category: 40 with sets A and B, 20 with set A alone', () => {
    const bothSets = existsSync(path.join(HAND_LABELS_DIRECTORY, 'setB.jsonl'));
    const labels = readHandLabels();
    for (const category of categories) {
      const contracts = new Set(labels.filter((label) => label.category === category).map((label) => label.title));
      expect(contracts.size, category).toBeGreaterThanOrEqual(bothSets ? 40 : 20);
    }
  });

  it('gives the present spans as clauses for training', () => {
    const labels = readHandLabels();
    const present = labels.find((label) => label.present)!;
    const clauses = handLabelledClauses(labels, present.title);
    expect(clauses).toEqual(
      labels.filter((label) => label.title === present.title && label.present).flatMap((label) => label.spans.map((span) => ({ category: label.category, ...span }))),
    );
    expect(clauses).toContainEqual({ category: present.category, ...present.spans[0]! });
    expect(handLabelledClauses(labels, 'no such contract')).toEqual([]);
  });

  it('compares the weak labels with the hand labels contract by contract', () => {
    const labels = readHandLabels();
    const rows = weakLabelAgreement(labels, texts);
    expect(rows.map((row) => row.category)).toEqual(categories);
    for (const row of rows) {
      expect(row.bothPresent + row.weakOnly + row.handOnly + row.bothAbsent).toBe(row.contracts);
      const ofCategory = labels.filter((label) => label.category === row.category);
      expect(row.contracts).toBeLessThanOrEqual(ofCategory.length);
      expect(row.bothPresent + row.handOnly).toBeLessThanOrEqual(ofCategory.filter((label) => label.present).length);
    }
    expect(weakLabelAgreementTable(rows).split('\n')).toHaveLength(2 + categories.length);
  });
});

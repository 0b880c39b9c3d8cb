import { clauseModel } from '../finder/clauseModel';
import { seededRandom } from '../training/logistic';
import { normalisedTerms } from './normalise';
import { temporalCueFeatures } from './temporalCues';
import { TRAINING_PHRASINGS } from './phrasings';

/**
 * Which clause categories a column asks about, read from its name and its question together: a multinomial logistic
 * regression over normalised words and word pairs, trained on the phrasings lawyers use (`phrasings.ts`) and on
 * CUAD's own names and descriptions of the categories. It has a class for columns about none of them, so a column
 * about prices or people is left to retrieval with an honest "Not found" rather than forced into a category.
 * Trained once per process, deterministically (a fixed seed), in a few tens of milliseconds.
 */

export const NONE = 'NONE';

/** A column as the classifier reads it. */
export interface ColumnText {
  name: string;
  question: string;
}

export interface Classification {
  /** Probabilities of the classes, highest first (NONE among them). */
  ranked: { category: string; probability: number }[];
}

/** Below this probability the best category is not trusted: the column is left to retrieval. */
export const MIN_CATEGORY_PROBABILITY = 0.15;
/** A second category is asked about too only when it is as good as tied with the first: a weaker one draws the finder to its clauses. */
const SECOND_CATEGORY_RATIO = 0.8;
const MAX_CATEGORIES = 3;

const TRAINING = { epochs: 25, learningRate: 0.5, l2: 1e-4, seed: 28 };

/** "name | question", "name", or "| question". */
export function parsePhrasing(phrasing: string): ColumnText {
  const bar = phrasing.indexOf('|');
  if (bar < 0) return { name: phrasing.trim(), question: '' };
  return { name: phrasing.slice(0, bar).trim(), question: phrasing.slice(bar + 1).trim() };
}

/**
 * "A party", "either party", "the other party": one of the parties as the subject of an obligation ("What must a party
 * do once the agreement ends?"), not a question about who the parties are. Read as one word of its own, so such a column
 * does not lean towards Parties; "the parties", "party names", "third party" and "each party" ("Name each party") keep
 * the word.
 */
const SOME_PARTY = /\b(?:a|an|either|neither|any|one|other|another|the\s+other|no)\s+part(?:y|ies)\b/giu;

/** A limit or cap denied ("without limit", "no cap", "not limited") is the word lawyers also write for it: "unlimited", "uncapped". */
const DENIED_LIMIT = /\b(?:without|no|not|never)\s+(?:(?:any|a|be|being|been|subject\s+to)\s+)*(?:(limit)\w*|(cap)(?:s|ped)?)\b/giu;

const denied = (_match: string, limit: string | undefined) => (limit ? 'unlimited' : 'uncapped');

export function columnFeatures(column: ColumnText): string[] {
  const text = `${column.name} . ${column.question}`.replace(SOME_PARTY, 'someparty').replace(DENIED_LIMIT, denied);
  const terms = normalisedTerms(text);
  const features = new Set(terms);
  for (let index = 1; index < terms.length; index += 1) features.add(`${terms[index - 1]} ${terms[index]}`);
  for (const cue of [...temporalCueFeatures(column.name), ...temporalCueFeatures(column.question)]) features.add(cue);
  return [...features];
}

export interface QuestionModel {
  classes: string[];
  classify(column: ColumnText): Classification;
}

interface Example {
  features: number[];
  label: number;
}

export function trainQuestionModel(examples: { column: ColumnText; category: string }[]): QuestionModel {
  const classes = [...new Set(examples.map((example) => example.category))];
  const classIndex = new Map(classes.map((name, index) => [name, index]));
  const vocabulary = new Map<string, number>();
  const encoded: Example[] = examples.map(({ column, category }) => ({
    features: columnFeatures(column).map((feature) => {
      let id = vocabulary.get(feature);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(feature, id);
      }
      return id;
    }),
    label: classIndex.get(category)!,
  }));
  const classCount = classes.length;
  const weights = new Float64Array(vocabulary.size * classCount);
  const biases = new Float64Array(classCount);
  const random = seededRandom(TRAINING.seed);
  const order = encoded.map((_, index) => index);
  const logits = new Float64Array(classCount);

  const forward = (features: number[], norm: number) => {
    let max = -Infinity;
    for (let k = 0; k < classCount; k += 1) {
      let sum = biases[k]!;
      for (const feature of features) sum += weights[feature * classCount + k]! * norm;
      logits[k] = sum;
      if (sum > max) max = sum;
    }
    let total = 0;
    for (let k = 0; k < classCount; k += 1) {
      logits[k] = Math.exp(logits[k]! - max);
      total += logits[k]!;
    }
    for (let k = 0; k < classCount; k += 1) logits[k] = logits[k]! / total;
    return logits;
  };

  for (let epoch = 0; epoch < TRAINING.epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const swap = Math.floor(random() * (index + 1));
      [order[index], order[swap]] = [order[swap]!, order[index]!];
    }
    const rate = TRAINING.learningRate / (1 + epoch / 10);
    for (const position of order) {
      const { features, label } = encoded[position]!;
      const norm = 1 / Math.sqrt(Math.max(1, features.length));
      const probabilities = forward(features, norm);
      for (let k = 0; k < classCount; k += 1) {
        const gradient = probabilities[k]! - (k === label ? 1 : 0);
        biases[k] = biases[k]! - rate * gradient * 0.1;
        for (const feature of features) {
          const at = feature * classCount + k;
          weights[at] = weights[at]! * (1 - rate * TRAINING.l2) - rate * gradient * norm;
        }
      }
    }
  }

  return {
    classes,
    classify(column) {
      const features = columnFeatures(column)
        .map((feature) => vocabulary.get(feature))
        .filter((id): id is number => id !== undefined);
      const probabilities = forward(features, 1 / Math.sqrt(Math.max(1, columnFeatures(column).length)));
      const ranked = classes.map((category, index) => ({ category, probability: probabilities[index]! }));
      ranked.sort((a, b) => b.probability - a.probability);
      return { ranked };
    },
  };
}

/** The categories a classification asks about: none when NONE wins or the best is not likely enough. */
export function categoriesOf(classification: Classification, known: readonly string[]): string[] {
  const [best] = classification.ranked;
  if (!best || best.category === NONE || best.probability < MIN_CATEGORY_PROBABILITY) return [];
  return classification.ranked
    .filter((entry) => entry.category !== NONE && known.includes(entry.category) && entry.probability >= Math.max(MIN_CATEGORY_PROBABILITY, SECOND_CATEGORY_RATIO * best.probability))
    .slice(0, MAX_CATEGORIES)
    .map((entry) => entry.category);
}

/** The training set: the written phrasings, and each category's own name and CUAD description as a column. */
export function trainingExamples(descriptions: ReadonlyMap<string, string>): { column: ColumnText; category: string }[] {
  const examples: { column: ColumnText; category: string }[] = [];
  for (const [category, phrasings] of Object.entries(TRAINING_PHRASINGS)) {
    for (const phrasing of phrasings) examples.push({ column: parsePhrasing(phrasing), category });
  }
  for (const [category, description] of descriptions) {
    examples.push({ column: { name: category, question: '' }, category });
    examples.push({ column: { name: category, question: description }, category });
  }
  return examples;
}

let shipped: QuestionModel | undefined;

/** The classifier trained on the written phrasings and the shipped clause model's categories, once per process. */
export function questionModel(): QuestionModel {
  shipped ??= trainQuestionModel(trainingExamples(clauseModel().descriptions));
  return shipped;
}

/** A part of a compound column name ("Governing law and venue") must be this likely to add its category. */
const NAME_PART_PROBABILITY = 0.5;

/**
 * The categories a custom column asks about: the classifier's reading of its name and question together, and, for a
 * name joining two subjects with "and" or "&", each subject's category when the classifier is confident of it.
 */
export function classifyColumn(name: string, question: string, known: readonly string[], model: QuestionModel = questionModel()): string[] {
  const categories = categoriesOf(model.classify({ name, question }), known);
  const parts = name.split(/\s+(?:and|&)\s+|,\s+/i).filter((part) => part.trim());
  if (parts.length < 2) return categories;
  for (const part of parts) {
    const [best] = model.classify({ name: part, question: '' }).ranked;
    if (best && best.category !== NONE && best.probability >= NAME_PART_PROBABILITY && known.includes(best.category) && !categories.includes(best.category)) {
      categories.push(best.category);
    }
  }
  return categories.slice(0, MAX_CATEGORIES);
}

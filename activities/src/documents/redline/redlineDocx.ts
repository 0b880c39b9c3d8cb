import JSZip from 'jszip';
import { diffOperations, missingClausePlace, REDLINE_REFUSALS } from '@arcline/shared';
import { bodyParagraphs, normalizedText, normalizeQuote, readParagraph, type ParagraphText, type TextView } from './paragraphText';
import { childElements, createTextElement, createW, descendantsW, isW, parseXml, serializeXml, W_NS, type XmlDocument, type XmlElement } from './wordXml';

/** One clause to bring to a wording: `quote` verbatim in the document's text, `replacement` what it should read. */
export interface RedlineChange {
  quote: string;
  replacement: string;
}

export interface RedlineOptions {
  /** The tracked changes' author (Word shows it on each change). */
  author: string;
  date: Date;
}

export interface RedlineRefusal {
  quote: string;
  reason: string;
}

/**
 * The document with every change as tracked changes, or, when one cannot be made safely, the reasons and no document:
 * a document is redlined whole or not at all. The exceptions are a change whose words another change (earlier in the
 * list) already rewrites, a change whose clause runs over several paragraphs and a clause with someone's pending
 * tracked change (as Word's Propose redline refuses only that clause): each is left out whole, listed in `skipped`
 * with the reason, and the others are made.
 */
export type RedlineResult = { ok: true; bytes: Buffer; changeCount: number; skipped: RedlineRefusal[] } | { ok: false; refusals: RedlineRefusal[] };

const DOCUMENT_PART = 'word/document.xml';

/** A character range of a paragraph's raw text replaced by `text` ('' for a deletion; an empty range for an insertion). */
interface Operation {
  start: number;
  end: number;
  text: string;
}

class Refusal extends Error {}

const wordDate = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function nextRevisionIds(document: XmlDocument): () => string {
  let max = 0;
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    const id = Number(element.getAttributeNS(W_NS, 'id'));
    if (Number.isInteger(id) && id > max) max = id;
  }
  return () => String((max += 1));
}

/** Where a normalised quote is: one paragraph and a range of its normalised text, or why not. */
function locate(paragraphs: ParagraphText[], quote: string): { paragraph: ParagraphText; start: number; end: number; rawIndex: number[]; normalized: string } {
  const wanted = normalizeQuote(quote);
  if (!wanted) throw new Refusal(REDLINE_REFUSALS.emptyQuote);
  for (const paragraph of paragraphs) {
    const { text, rawIndex } = normalizedText(paragraph.raw);
    const start = text.indexOf(wanted);
    if (start >= 0) return { paragraph, start, end: start + wanted.length, rawIndex, normalized: text };
  }
  const joined = paragraphs.map((paragraph) => normalizedText(paragraph.raw).text).filter(Boolean).join(' ');
  throw new Refusal(joined.includes(wanted) ? REDLINE_REFUSALS.spansParagraphs : REDLINE_REFUSALS.quoteNotFound);
}

/** The word-level operations turning the quote into the replacement, as ranges of the paragraph's raw text. */
function operationsFor(change: RedlineChange, located: ReturnType<typeof locate>): Operation[] {
  const { rawIndex, start, end, normalized } = located;
  const rawLength = located.paragraph.raw.length;
  const rawAt = (index: number): number => (index < rawIndex.length ? rawIndex[index]! : rawLength);
  const replacement = change.replacement.replace(/\s+/g, ' ').trim();
  return diffOperations(normalized.slice(start, end), replacement).map((operation) => {
    const from = start + operation.startPosition;
    const to = from + operation.originalText.length;
    // A normalised space stands for all the whitespace up to the next character: a range ending in one takes it all.
    const rawEnd = to === from ? rawAt(from) : normalized[to - 1] === ' ' ? rawAt(to) : rawAt(to - 1) + 1;
    return { start: rawAt(from), end: rawEnd, text: operation.operandText };
  });
}

/** The revision container (w:ins, w:del, w:moveTo) a run is directly in, if any. */
function revisionContainer(run: XmlElement): XmlElement | null {
  const parent = run.parentNode as XmlElement | null;
  return parent && ['ins', 'del', 'moveTo', 'moveFrom'].some((name) => isW(parent, name)) ? parent : null;
}

function setText(element: XmlElement, text: string): void {
  while (element.firstChild) element.removeChild(element.firstChild);
  element.appendChild(element.ownerDocument!.createTextNode(text));
  element.setAttributeNS('http://www.w3.org/XML/1998/namespace', 'xml:space', 'preserve');
}

/** Makes a run boundary at `offset` of the paragraph's raw text (splitting the run holding it in two). */
function splitAt(paragraph: XmlElement, offset: number): void {
  const { pieces } = readParagraph(paragraph);
  const piece = pieces.find((candidate) => candidate.start < offset && offset < candidate.start + candidate.text.length)
    ?? pieces.find((candidate) => candidate.start === offset);
  if (!piece) return;
  const { run, element } = piece;
  const content = childElements(run).filter((child) => !isW(child, 'rPr'));
  const index = content.indexOf(element);
  const within = offset - piece.start;
  const before = content.slice(0, index);
  if (within === 0 && !before.some((child) => pieces.some((other) => other.element === child))) return;
  const first = run.cloneNode(false) as XmlElement;
  const properties = childElements(run).find((child) => isW(child, 'rPr'));
  if (properties) first.appendChild(properties.cloneNode(true));
  for (const child of before) first.appendChild(child);
  if (within > 0) {
    const head = element.cloneNode(true) as XmlElement;
    setText(head, piece.text.slice(0, within));
    first.appendChild(head);
    setText(element, piece.text.slice(within));
  }
  run.parentNode!.insertBefore(first, run);
}

function insertedRun(document: XmlDocument, text: string, like: XmlElement | undefined): XmlElement {
  const run = createW(document, 'r');
  const properties = like && childElements(like).find((child) => isW(child, 'rPr'));
  if (properties) {
    const copy = properties.cloneNode(true) as XmlElement;
    for (const mark of childElements(copy).filter((child) => ['ins', 'del', 'rPrChange', 'moveFrom', 'moveTo'].some((name) => isW(child, name)))) copy.removeChild(mark);
    run.appendChild(copy);
  }
  run.appendChild(createTextElement(document, 't', text));
  return run;
}

/** Applies one operation as tracked changes: its runs wrapped in w:del (text as w:delText), then a w:ins after them. */
function applyOperation(paragraph: XmlElement, operation: Operation, revision: () => Record<string, string>): void {
  const document = paragraph.ownerDocument!;
  if (operation.end > operation.start) {
    splitAt(paragraph, operation.end);
    splitAt(paragraph, operation.start);
  } else {
    splitAt(paragraph, operation.start);
  }
  const text = readParagraph(paragraph);
  const inRange = text.pieces.filter((piece) => piece.start >= operation.start && piece.start + piece.text.length <= operation.end && piece.text.length > 0);
  const deleted = [...new Set(inRange.map((piece) => piece.run))];
  const runIndex = (run: XmlElement) => text.runs.findIndex((info) => info.run === run);
  if (deleted.length > 0) {
    const touched = text.runs.slice(runIndex(deleted[0]!), runIndex(deleted.at(-1)!) + 1);
    if (touched.some((info) => info.hazard || info.inField)) throw new Refusal(REDLINE_REFUSALS.fieldOrObject);
    if (touched.some((info) => revisionContainer(info.run))) throw new Refusal(REDLINE_REFUSALS.existingRevisions);
  }
  const following = text.pieces.find((piece) => piece.start >= operation.end)?.run;
  const preceding = [...text.pieces].reverse().find((piece) => piece.start + piece.text.length <= operation.start)?.run;
  for (const run of deleted) {
    const wrapper = createW(document, 'del', revision());
    run.parentNode!.insertBefore(wrapper, run);
    wrapper.appendChild(run);
    for (const textElement of descendantsW(run, 't')) run.replaceChild(createTextElement(document, 'delText', textElement.textContent ?? ''), textElement);
  }
  if (!operation.text) return;
  const insertion = createW(document, 'ins', revision());
  insertion.appendChild(insertedRun(document, operation.text, deleted[0] ?? preceding ?? following));
  const lastDeleted = deleted.at(-1);
  if (lastDeleted) {
    const wrapper = lastDeleted.parentNode!;
    wrapper.parentNode!.insertBefore(insertion, wrapper.nextSibling);
    return;
  }
  if (following) {
    if (revisionContainer(following)) throw new Refusal(REDLINE_REFUSALS.existingRevisions);
    following.parentNode!.insertBefore(insertion, following);
  } else if (preceding) {
    if (revisionContainer(preceding)) throw new Refusal(REDLINE_REFUSALS.existingRevisions);
    preceding.parentNode!.insertBefore(insertion, preceding.nextSibling);
  } else {
    paragraph.appendChild(insertion);
  }
}

/**
 * Whether another author's tracked change is in the quote's raw range [start, end): an insertion with a character in
 * it, or a deletion inside it or at its edges (the words the passage replaced), as Word's pending-change check counts.
 */
function hasPendingChange(paragraph: XmlElement, start: number, end: number): boolean {
  const { pieces } = readParagraph(paragraph);
  let offset = 0;
  for (const run of descendantsW(paragraph, 'r')) {
    const own = pieces.filter((piece) => piece.run === run);
    const container = revisionContainer(run);
    if (container && (isW(container, 'del') || isW(container, 'moveFrom'))) {
      if (start <= offset && offset <= end && descendantsW(run, 'delText').some((text) => text.textContent)) return true;
      continue;
    }
    for (const piece of own) {
      if (container && piece.start < end && start < piece.start + piece.text.length) return true;
      offset = piece.start + piece.text.length;
    }
  }
  return false;
}

/** Whether a change's operations can be made without touching someone's tracked change (tried on a copy of the paragraph). */
function appliesCleanly(paragraph: XmlElement, operations: readonly Operation[]): boolean {
  const copy = paragraph.cloneNode(true) as XmlElement;
  try {
    for (const operation of [...operations].sort((a, b) => b.start - a.start)) applyOperation(copy, operation, () => ({ id: '0', author: '', date: '' }));
    return true;
  } catch (error) {
    if (error instanceof Refusal && error.message === REDLINE_REFUSALS.existingRevisions) return false;
    if (error instanceof Refusal) return true;
    throw error;
  }
}

/**
 * Adds a missing clause as a tracked insertion of a whole paragraph where `missingClausePlace` (the task pane's owner
 * too) puts it among the body's top-level paragraphs as they read now: after the last operative clause, before IN
 * WITNESS WHEREOF, the signatures and the exhibits, numbered as the next section when the clauses are numbered. The
 * new paragraph takes the properties of the one before it (not a section break) and the formatting of its last run;
 * its text is in a w:ins and its paragraph mark is marked inserted, so rejecting it leaves the source as it was.
 */
function addParagraph(document: XmlDocument, wording: string, revision: () => Record<string, string>): void {
  const body = descendantsW(document, 'body')[0];
  if (!body) throw new Refusal(REDLINE_REFUSALS.notAWordDocument);
  const paragraphs = childElements(body).filter((child) => isW(child, 'p'));
  const place = missingClausePlace(paragraphs.map((paragraph) => normalizedText(readParagraph(paragraph).raw).text), wording);
  const anchor = paragraphs[place.after];
  const paragraph = createW(document, 'p');
  const anchorProperties = anchor && childElements(anchor).find((child) => isW(child, 'pPr'));
  const properties = anchorProperties ? (anchorProperties.cloneNode(true) as XmlElement) : createW(document, 'pPr');
  for (const child of childElements(properties).filter((element) => ['rPr', 'sectPr', 'pPrChange'].some((name) => isW(element, name)))) properties.removeChild(child);
  const mark = createW(document, 'rPr');
  mark.appendChild(createW(document, 'ins', revision()));
  properties.appendChild(mark);
  paragraph.appendChild(properties);
  const insertion = createW(document, 'ins', revision());
  insertion.appendChild(insertedRun(document, place.text, anchor ? readParagraph(anchor).pieces.at(-1)?.run : undefined));
  paragraph.appendChild(insertion);
  // After the anchor; without one (no paragraph has text), before the body's final section properties.
  const sectionProperties = childElements(body).find((child) => isW(child, 'sectPr'));
  body.insertBefore(paragraph, anchor ? anchor.nextSibling : (sectionProperties ?? null));
}

/** The normalised text of each body paragraph as a view shows it, the empty ones left out. */
export function documentTexts(xml: string | XmlDocument, view: TextView = { kind: 'current' }): string[] {
  const document = typeof xml === 'string' ? parseXml(xml) : xml;
  return bodyParagraphs(document)
    .map((paragraph) => normalizedText(readParagraph(paragraph, view).raw).text)
    .filter(Boolean);
}

/**
 * Redlines a .docx: each change's quote is found in one paragraph of the body and brought to its replacement by
 * word-level tracked changes (w:del of the words that go, w:ins of those that come, in the formatting of the words
 * they replace), by `options.author` at `options.date`. The rest of the file is left byte for byte.
 *
 * Refused, with the reason, when a quote is not in the body or its words touch a field, a drawing or a note
 * reference; and when the result, read back, is not the source with its revisions rejected and the replacements with
 * them accepted. A change whose words overlap an earlier change's, whose quote runs over paragraphs, or whose clause
 * holds another author's pending tracked change (issue 32, 32r) is not a reason to refuse the document: it is skipped
 * whole (never half made) and listed with the reason.
 * `additions` are missing clauses' wordings, each added as a new tracked paragraph (`addParagraph`).
 */
export async function redlineDocx(source: Buffer, changes: readonly RedlineChange[], options: RedlineOptions, additions: readonly string[] = []): Promise<RedlineResult> {
  const zip = await JSZip.loadAsync(source);
  const part = zip.file(DOCUMENT_PART);
  if (!part) return { ok: false, refusals: [{ quote: '', reason: REDLINE_REFUSALS.notAWordDocument }] };
  const document = parseXml(await part.async('string'));
  const before = documentTexts(document);
  const paragraphs = bodyParagraphs(document).map((paragraph) => readParagraph(paragraph));
  const refusals: RedlineRefusal[] = [];
  const skipped: RedlineRefusal[] = [];
  const left = new Set<RedlineChange>();
  const planned: { paragraph: XmlElement; order: number; operation: Operation; quote: string }[] = [];
  const claimed = new Map<XmlElement, [number, number][]>();
  const unique = [...new Map(changes.map((change) => [`${change.quote}\u0000${change.replacement}`, change])).values()];
  for (const change of unique) {
    try {
      const located = locate(paragraphs, change.quote);
      const rawStart = located.rawIndex[located.start]!;
      const rawEnd = located.rawIndex[located.end - 1]! + 1;
      const ranges = claimed.get(located.paragraph.paragraph) ?? [];
      if (ranges.some(([from, to]) => rawStart < to && from < rawEnd)) {
        skipped.push({ quote: change.quote, reason: REDLINE_REFUSALS.overlapping });
        left.add(change);
        continue;
      }
      const operations = operationsFor(change, located);
      // A clause with someone's pending tracked change is left whole for a lawyer, as Word's Propose redline leaves it.
      if (hasPendingChange(located.paragraph.paragraph, rawStart, rawEnd) || !appliesCleanly(located.paragraph.paragraph, operations)) {
        skipped.push({ quote: change.quote, reason: REDLINE_REFUSALS.existingRevisions });
        left.add(change);
        continue;
      }
      claimed.set(located.paragraph.paragraph, [...ranges, [rawStart, rawEnd]]);
      const order = paragraphs.indexOf(located.paragraph);
      for (const operation of operations) planned.push({ paragraph: located.paragraph.paragraph, order, operation, quote: change.quote });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // A clause over several paragraphs is left whole for a lawyer, like an overlap; anything else refuses the document.
      if (error.message === REDLINE_REFUSALS.spansParagraphs) {
        skipped.push({ quote: change.quote, reason: error.message });
        left.add(change);
      } else refusals.push({ quote: change.quote, reason: error.message });
    }
  }
  // From the end of each paragraph back, so an operation never moves the text the next one points at.
  planned.sort((a, b) => a.order - b.order || b.operation.start - a.operation.start);
  const nextId = nextRevisionIds(document);
  const date = wordDate(options.date);
  const revision = () => ({ id: nextId(), author: options.author, date });
  const failed = new Set(refusals.map((refusal) => refusal.quote));
  for (const { paragraph, operation, quote } of planned) {
    if (failed.has(quote)) continue;
    try {
      applyOperation(paragraph, operation, revision);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refusals.push({ quote, reason: error.message });
      failed.add(quote);
    }
  }
  if (refusals.length > 0) return { ok: false, refusals };
  const added = [...new Set(additions.map((wording) => wording.trim()).filter(Boolean))];
  for (const wording of added) addParagraph(document, wording, revision);

  const xml = serializeXml(document);
  const rejected = documentTexts(xml, { kind: 'rejecting', author: options.author });
  const accepted = documentTexts(xml).join('\n');
  const made = unique.filter((change) => !left.has(change));
  const verified =
    rejected.join('\n') === before.join('\n') &&
    made.every((change) => accepted.includes(normalizeQuote(change.replacement))) &&
    added.every((wording) => accepted.includes(normalizeQuote(wording)));
  if (!verified) return { ok: false, refusals: [{ quote: '', reason: REDLINE_REFUSALS.notVerified }] };
  zip.file(DOCUMENT_PART, xml);
  return { ok: true, bytes: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), changeCount: planned.length + added.length, skipped };
}

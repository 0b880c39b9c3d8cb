type XmlElement = Element;
import type { Revision, SimRun } from '../model/types';
import { childElements, wAttribute, wName } from './wordXml';

/** Containers whose runs belong to the paragraph as they are. */
const TRANSPARENT = new Set(['hyperlink', 'smartTag', 'sdt', 'sdtContent', 'fldSimple', 'customXml', 'dir', 'bdo']);
const TEXT_ELEMENTS = new Set(['t', 'delText']);
const CODE_ELEMENTS = new Set(['instrText', 'delInstrText']);

export interface PointComment {
  id: string;
  offset: number;
}

interface FieldState {
  code: string;
  /** False until the field's separator: its code is read, not shown. */
  showingResult: boolean;
}

/**
 * Reads the runs of a w:p: tracked insertions and deletions with author and date, field codes dropped and field
 * results kept (the text Word shows), comment ranges, tabs and breaks as Word's characters.
 */
export class ParagraphRunReader {
  private readonly runs: SimRun[] = [];
  private readonly fields: FieldState[] = [];
  private readonly openComments = new Set<string>();
  private readonly rangedComments = new Set<string>();
  private readonly pointComments: PointComment[] = [];
  private length = 0;

  read(paragraph: XmlElement): { runs: SimRun[]; pointComments: PointComment[] } {
    this.walk(paragraph, undefined);
    return { runs: this.runs, pointComments: this.pointComments };
  }

  private walk(element: XmlElement, revision: Revision | undefined): void {
    for (const child of childElements(element)) {
      const name = wName(child);
      if (name === 'r') this.readRun(child, revision);
      else if (name === 'ins' || name === 'del') this.walk(child, readRevision(child, name === 'ins' ? 'insertion' : 'deletion'));
      else if (name === 'commentRangeStart') this.startComment(wAttribute(child, 'id'));
      else if (name === 'commentRangeEnd') this.openComments.delete(wAttribute(child, 'id'));
      else if (name === 'fldSimple') this.readSimpleField(child, revision);
      else if (TRANSPARENT.has(name)) this.walk(child, revision);
    }
  }

  private startComment(id: string): void {
    this.openComments.add(id);
    this.rangedComments.add(id);
  }

  /** A comment marked only by its reference is anchored at that point. */
  private referComment(id: string): void {
    if (!this.rangedComments.has(id)) this.pointComments.push({ id, offset: this.length });
  }

  private readSimpleField(element: XmlElement, revision: Revision | undefined): void {
    this.fields.push({ code: wAttribute(element, 'instr').trim(), showingResult: true });
    this.walk(element, revision);
    this.fields.pop();
  }

  private readRun(run: XmlElement, revision: Revision | undefined): void {
    for (const child of childElements(run)) {
      const name = wName(child);
      if (name === 'fldChar') this.fieldChar(wAttribute(child, 'fldCharType'));
      else if (name === 'commentReference') this.referComment(wAttribute(child, 'id'));
      else if (CODE_ELEMENTS.has(name)) this.fieldCode(child.textContent ?? '');
      else if (TEXT_ELEMENTS.has(name)) this.push(child.textContent ?? '', revision);
      else if (name === 'tab' || name === 'ptab') this.push('\t', revision);
      else if (name === 'br' || name === 'cr') this.push('\v', revision);
      else if (name === 'noBreakHyphen') this.push('-', revision);
      else if (name === 'softHyphen') this.push('\u00ad', revision);
      else if (name === 'sym') this.push(String.fromCharCode(Number.parseInt(wAttribute(child, 'char'), 16) || 0x20), revision);
    }
  }

  private fieldChar(type: string): void {
    if (type === 'begin') this.fields.push({ code: '', showingResult: false });
    else if (type === 'separate' && this.fields.length > 0) (this.fields[this.fields.length - 1] as FieldState).showingResult = true;
    else if (type === 'end') this.fields.pop();
  }

  private fieldCode(text: string): void {
    const field = this.fields[this.fields.length - 1];
    if (field && !field.showingResult) field.code += text;
  }

  private push(text: string, revision: Revision | undefined): void {
    if (!text || this.fields.some((field) => !field.showingResult)) return;
    const innermost = this.fields[this.fields.length - 1];
    const run: SimRun = { text };
    if (revision) run.revision = revision;
    if (innermost) run.fieldCode = innermost.code.trim();
    if (this.openComments.size > 0) run.commentIds = [...this.openComments];
    this.runs.push(run);
    this.length += text.length;
  }
}

function readRevision(element: XmlElement, type: Revision['type']): Revision {
  const date = wAttribute(element, 'date');
  return { type, author: wAttribute(element, 'author'), date: date ? new Date(date) : new Date(0) };
}

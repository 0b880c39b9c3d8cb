type XmlElement = Element;
import type { Revision, SimRun } from '../model/types';
import { childElements, wAttribute, wName } from './wordXml';

/** Containers whose runs belong to the paragraph as they are. */
const TRANSPARENT = new Set(['hyperlink', 'smartTag', 'sdt', 'sdtContent', 'fldSimple', 'customXml', 'dir', 'bdo']);
const TEXT_ELEMENTS = new Set(['t', 'delText']);
const CODE_ELEMENTS = new Set(['instrText', 'delInstrText']);
/** Tracked changes around runs: text moved with tracking on is, as in Word's reviewed text, deleted where it was and inserted where it went. */
const REVISIONS: Partial<Record<string, Revision['type']>> = { ins: 'insertion', del: 'deletion', moveTo: 'insertion', moveFrom: 'deletion' };

export interface PointComment {
  id: string;
  offset: number;
}

interface FieldState {
  code: string;
  /** False until the field's separator: its code is read, not shown. */
  showingResult: boolean;
  /** A legacy form checkbox (FORMCHECKBOX): whether it is ticked. */
  checkbox?: boolean;
}

/** Character formatting of a run (w:rPr): bold, italic, underline. */
type RunFormatting = Pick<SimRun, 'bold' | 'italic' | 'underline'>;

/** The glyphs Word draws for a legacy form checkbox, ticked or not: the field's shown result here. */
export const CHECKBOX_GLYPHS = { checked: '☒', unchecked: '☐' } as const;

/**
 * Reads the runs of a w:p: tracked insertions and deletions (moves too) with author and date, field codes dropped and field
 * results kept (the text Word shows; a legacy form checkbox as ☒ or ☐), comment ranges, tabs and breaks as Word's
 * characters, and bold, italic and underline.
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
      else if (REVISIONS[name]) this.walk(child, readRevision(child, REVISIONS[name]));
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
    const formatting = runFormatting(run);
    const push = (text: string) => this.push(text, revision, formatting);
    for (const child of childElements(run)) {
      const name = wName(child);
      if (name === 'fldChar') this.fieldChar(child, revision, formatting);
      else if (name === 'commentReference') this.referComment(wAttribute(child, 'id'));
      else if (CODE_ELEMENTS.has(name)) this.fieldCode(child.textContent ?? '');
      else if (TEXT_ELEMENTS.has(name)) push(child.textContent ?? '');
      else if (name === 'tab' || name === 'ptab') push('\t');
      else if (name === 'br' || name === 'cr') push('\v');
      else if (name === 'noBreakHyphen') push('-');
      else if (name === 'softHyphen') push('\u00ad');
      else if (name === 'sym') push(String.fromCharCode(Number.parseInt(wAttribute(child, 'char'), 16) || 0x20));
    }
  }

  private fieldChar(element: XmlElement, revision: Revision | undefined, formatting: RunFormatting): void {
    const type = wAttribute(element, 'fldCharType');
    if (type === 'begin') this.fields.push({ code: '', showingResult: false, ...checkboxOf(element) });
    else if (type === 'separate' && this.fields.length > 0) (this.fields[this.fields.length - 1] as FieldState).showingResult = true;
    else if (type === 'end') {
      const field = this.fields.pop();
      // A form checkbox has no result text: Word draws the box, which the playground shows as its glyph.
      if (field?.checkbox !== undefined) this.push(field.checkbox ? CHECKBOX_GLYPHS.checked : CHECKBOX_GLYPHS.unchecked, revision, formatting, field.code.trim());
    }
  }

  private fieldCode(text: string): void {
    const field = this.fields[this.fields.length - 1];
    if (field && !field.showingResult) field.code += text;
  }

  private push(text: string, revision: Revision | undefined, formatting: RunFormatting = {}, fieldCode?: string): void {
    if (!text || this.fields.some((field) => !field.showingResult)) return;
    const innermost = this.fields[this.fields.length - 1];
    const run: SimRun = { text, ...formatting };
    if (revision) run.revision = revision;
    if (fieldCode !== undefined) run.fieldCode = fieldCode;
    else if (innermost) run.fieldCode = innermost.code.trim();
    if (this.openComments.size > 0) run.commentIds = [...this.openComments];
    this.runs.push(run);
    this.length += text.length;
  }
}

/** A w:b, w:i or w:u property is on unless its value turns it off. */
function isOn(property: XmlElement | undefined, offValues: readonly string[] = ['0', 'false', 'off']): boolean {
  return property !== undefined && !offValues.includes(wAttribute(property, 'val'));
}

function runFormatting(run: XmlElement): RunFormatting {
  const properties = childElements(run).find((child) => wName(child) === 'rPr');
  if (!properties) return {};
  const named = (name: string) => childElements(properties).find((child) => wName(child) === name);
  const formatting: RunFormatting = {};
  if (isOn(named('b'))) formatting.bold = true;
  if (isOn(named('i'))) formatting.italic = true;
  if (isOn(named('u'), ['none', '0', 'false'])) formatting.underline = true;
  return formatting;
}

/** The state of a legacy form checkbox declared by a field's begin (w:ffData/w:checkBox): w:checked, else w:default. */
function checkboxOf(begin: XmlElement): Pick<FieldState, 'checkbox'> {
  const data = childElements(begin).find((child) => wName(child) === 'ffData');
  const box = data && childElements(data).find((child) => wName(child) === 'checkBox');
  if (!box) return {};
  const checked = childElements(box).find((child) => wName(child) === 'checked');
  const fallback = childElements(box).find((child) => wName(child) === 'default');
  return { checkbox: checked ? isOn(checked) : isOn(fallback) };
}

export function readRevision(element: XmlElement, type: Revision['type']): Revision {
  const date = wAttribute(element, 'date');
  return { type, author: wAttribute(element, 'author'), date: date ? new Date(date) : new Date(0) };
}

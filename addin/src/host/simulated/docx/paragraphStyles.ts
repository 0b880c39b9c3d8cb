type XmlElement = Element;
import { childElements, wAttribute, wName } from './wordXml';

/** The numbering a paragraph takes part in (w:numPr): the list and its level. */
interface NumberingReference {
  numId: string;
  level: number;
}

interface ParagraphStyle {
  headingLevel?: number;
  numbering?: NumberingReference;
}

interface LevelFormat {
  format: string;
  text: string;
  start: number;
}

/** What a paragraph's properties show beside its text: a heading's level, a list's number or bullet. */
export interface ParagraphLook {
  headingLevel?: number;
  listLabel?: string;
}

const HEADING = /^heading\s*([1-6])$/i;
const ROMAN = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
] as const;
/** Bullets drawn with Symbol or Wingdings private-use characters, as the playground shows them. */
const BULLET_GLYPHS: Record<string, string> = { '\uf0b7': '•', '\uf0a7': '▪', '\uf0d8': '➢', '\uf0fc': '✓', o: '◦' };

const child = (element: XmlElement | undefined, name: string) => (element ? childElements(element).find((candidate) => wName(candidate) === name) : undefined);
/** A child's w:val, '' without the child. */
const valueOf = (element: XmlElement | undefined, name: string) => {
  const found = child(element, name);
  return found ? wAttribute(found, 'val') : '';
};

function numberingOf(properties: XmlElement | undefined): NumberingReference | undefined {
  const numPr = child(properties, 'numPr');
  const numId = valueOf(numPr, 'numId');
  if (!numPr || !numId) return undefined;
  const level = Number.parseInt(valueOf(numPr, 'ilvl') || '0', 10);
  return { numId, level: Number.isNaN(level) ? 0 : level };
}

function letters(value: number): string {
  let text = '';
  for (let left = value; left > 0; left = Math.floor((left - 1) / 26)) text = String.fromCharCode(97 + ((left - 1) % 26)) + text;
  return text;
}

function roman(value: number): string {
  let text = '';
  let left = value;
  for (const [amount, digits] of ROMAN) {
    while (left >= amount) {
      text += digits;
      left -= amount;
    }
  }
  return text;
}

function formatNumber(value: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
      return letters(value);
    case 'upperLetter':
      return letters(value).toUpperCase();
    case 'lowerRoman':
      return roman(value);
    case 'upperRoman':
      return roman(value).toUpperCase();
    case 'decimalZero':
      return String(value).padStart(2, '0');
    case 'none':
      return '';
    default:
      return String(value);
  }
}

/**
 * Paragraph styles (styles.xml) and list numbering (numbering.xml) of a .docx, read as Word shows them: a heading's
 * level from its style's name, and each numbered paragraph's label counted in document order ("1.", "1.2", "(a)",
 * bullets), from the paragraph's own w:numPr or its style's. Counters are kept per list (numId); a level's counter
 * restarts when a level above it advances.
 */
export class ParagraphStyles {
  private readonly styles = new Map<string, ParagraphStyle>();
  private readonly abstractLevels = new Map<string, Map<number, LevelFormat>>();
  private readonly lists = new Map<string, string>();
  private readonly counters = new Map<string, number[]>();

  constructor(styles: XmlElement | null, numbering: XmlElement | null) {
    for (const style of styles ? childElements(styles).filter((element) => wName(element) === 'style') : []) {
      const name = valueOf(style, 'name');
      const heading = HEADING.exec(name)?.[1];
      const level = heading ? Number(heading) : name.toLowerCase() === 'title' ? 1 : undefined;
      const listed = numberingOf(child(style, 'pPr'));
      this.styles.set(wAttribute(style, 'styleId'), { ...(level ? { headingLevel: level } : {}), ...(listed ? { numbering: listed } : {}) });
    }
    for (const element of numbering ? childElements(numbering) : []) {
      if (wName(element) === 'abstractNum') this.abstractLevels.set(wAttribute(element, 'abstractNumId'), this.levelsOf(element));
      else if (wName(element) === 'num') this.lists.set(wAttribute(element, 'numId'), valueOf(element, 'abstractNumId'));
    }
  }

  /** The look of the next paragraph in document order, from its w:pPr (counting it in its list). */
  lookOf(paragraph: XmlElement): ParagraphLook {
    const properties = child(paragraph, 'pPr');
    const style = this.styles.get(valueOf(properties, 'pStyle'));
    const numbering = numberingOf(properties) ?? style?.numbering;
    const listLabel = numbering ? this.count(numbering) : undefined;
    return { ...(style?.headingLevel ? { headingLevel: style.headingLevel } : {}), ...(listLabel ? { listLabel } : {}) };
  }

  private levelsOf(abstractNum: XmlElement): Map<number, LevelFormat> {
    const levels = new Map<number, LevelFormat>();
    for (const level of childElements(abstractNum).filter((element) => wName(element) === 'lvl')) {
      const value = (name: string) => valueOf(level, name);
      levels.set(Number(wAttribute(level, 'ilvl')), { format: value('numFmt') || 'decimal', text: value('lvlText'), start: Number(value('start') || '1') });
    }
    return levels;
  }

  private count({ numId, level }: NumberingReference): string | undefined {
    const levels = this.abstractLevels.get(this.lists.get(numId) ?? '');
    const format = levels?.get(level);
    if (!levels || !format) return undefined;
    const counters = this.counters.get(numId) ?? [];
    counters[level] = (counters[level] ?? (levels.get(level)?.start ?? 1) - 1) + 1;
    counters.length = level + 1;
    this.counters.set(numId, counters);
    if (format.format === 'bullet') return BULLET_GLYPHS[format.text] ?? (format.text || '•');
    const label = format.text.replace(/%([1-9])/g, (_all, digit: string) => {
      const at = Number(digit) - 1;
      return formatNumber(counters[at] ?? levels.get(at)?.start ?? 1, levels.get(at)?.format ?? 'decimal');
    });
    return label || undefined;
  }
}

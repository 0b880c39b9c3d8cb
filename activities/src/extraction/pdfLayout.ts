/** A run of text as pdf.js places it on the page: baseline origin in PDF units, y growing upwards. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  endsLine: boolean;
}

interface Line {
  text: string;
  left: number;
  right: number;
  baseline: number;
  fontSize: number;
}

interface Block {
  text: string;
  left: number;
  right: number;
}

// Distances below are in font sizes, so they hold at any scale.
/** Superscripts and subscripts sit less than this far from the baseline and stay on their line. */
const SAME_LINE_TOLERANCE = 0.6;
/** A horizontal gap wider than this between two runs is a space the PDF did not write as a character. */
const WORD_GAP = 0.15;
/** Lines this much further apart than the page's usual spacing are separate paragraphs. */
const PARAGRAPH_SPACING_FACTOR = 1.3;
/** The paragraph gap when a page has too few lines to learn its usual spacing. */
const FALLBACK_PARAGRAPH_GAP = 1.5;
const MIN_GAPS_TO_LEARN_SPACING = 3;
/** Line gaps outside this range (columns, headers, figures) say nothing about the usual spacing. */
const PLAUSIBLE_LINE_GAP = { min: 0.5, max: 3 };
/** A line closer than this to the previous baseline, or above it, starts a new column, cell or region. */
const MIN_FORWARD_GAP = 0.5;
const FONT_SIZE_CHANGE = 0.15;
const FIRST_LINE_INDENT = 0.8;
/** A line ending this far short of the paragraph's right edge is the last line of its paragraph. */
const SHORT_LINE = 1.5;

const ENDS_WITH_SPACE = /\s$/;
const STARTS_WITH_SPACE = /^\s/;
const ENDS_WITH_SOFT_HYPHEN = /\u00AD$/;
const ENDS_WITH_WORD_HYPHEN = /\p{L}-$/u;
const STARTS_LOWERCASE = /^\p{Ll}/u;

function startLine(run: PlacedText): Line {
  return { text: run.text, left: run.x, right: run.x + run.width, baseline: run.y, fontSize: run.fontSize };
}

function appendRun(line: Line, run: PlacedText): Line {
  const gap = run.x - line.right;
  const needsSpace =
    gap > WORD_GAP * run.fontSize && !ENDS_WITH_SPACE.test(line.text) && !STARTS_WITH_SPACE.test(run.text);
  return {
    ...line,
    text: `${line.text}${needsSpace ? ' ' : ''}${run.text}`,
    right: Math.max(line.right, run.x + run.width),
    fontSize: Math.max(line.fontSize, run.fontSize),
  };
}

/** Runs come in content-stream order; a line ends where pdf.js saw one end or where the baseline moves. */
function groupLines(runs: readonly PlacedText[]): Line[] {
  const lines: Line[] = [];
  let current: Line | undefined;
  for (const run of runs) {
    if (run.text !== '') {
      const leavesBaseline =
        current !== undefined &&
        Math.abs(run.y - current.baseline) > SAME_LINE_TOLERANCE * Math.max(run.fontSize, current.fontSize);
      if (current && leavesBaseline) {
        lines.push(current);
        current = undefined;
      }
      current = current ? appendRun(current, run) : startLine(run);
    }
    if (run.endsLine && current) {
      lines.push(current);
      current = undefined;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function relativeGap(previous: Line, line: Line): number {
  return (previous.baseline - line.baseline) / Math.max(previous.fontSize, line.fontSize);
}

/** The tight end (first quartile) of the page's line gaps: the spacing of lines inside a paragraph. */
function usualLineGap(lines: readonly Line[]): number | undefined {
  const gaps = lines
    .slice(1)
    .map((line, index) => relativeGap(lines[index] as Line, line))
    .filter((gap) => gap >= PLAUSIBLE_LINE_GAP.min && gap <= PLAUSIBLE_LINE_GAP.max)
    .sort((a, b) => a - b);
  return gaps.length >= MIN_GAPS_TO_LEARN_SPACING ? gaps[Math.floor(gaps.length / 4)] : undefined;
}

function startsParagraph(previous: Line, line: Line, block: Block, usualGap: number | undefined): boolean {
  const fontSize = Math.max(previous.fontSize, line.fontSize);
  const gap = relativeGap(previous, line);
  const paragraphGap = usualGap === undefined ? FALLBACK_PARAGRAPH_GAP : usualGap * PARAGRAPH_SPACING_FACTOR;
  const indented = line.left - block.left > FIRST_LINE_INDENT * fontSize;
  const previousEndsShort = block.right - previous.right > SHORT_LINE * fontSize;
  return (
    gap < MIN_FORWARD_GAP ||
    gap > paragraphGap ||
    Math.abs(line.fontSize - previous.fontSize) > FONT_SIZE_CHANGE * fontSize ||
    (indented && previousEndsShort)
  );
}

/** Hyphens stay (legal text is full of "non-exclusive"), but a word broken at a hyphen is not split by a space. */
function joinLines(text: string, next: string): string {
  if (ENDS_WITH_SOFT_HYPHEN.test(text)) return `${text.slice(0, -1)}${next}`;
  if (ENDS_WITH_WORD_HYPHEN.test(text) && STARTS_LOWERCASE.test(next)) return `${text}${next}`;
  return `${text} ${next}`;
}

/** Paragraphs of one page, from the positions of its text runs. */
export function pageParagraphs(runs: readonly PlacedText[]): string[] {
  const lines = groupLines(runs);
  const usualGap = usualLineGap(lines);
  const paragraphs: string[] = [];
  let block: Block | undefined;
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (block && previous && !startsParagraph(previous, line, block, usualGap)) {
      block = {
        text: joinLines(block.text, line.text),
        left: Math.min(block.left, line.left),
        right: Math.max(block.right, line.right),
      };
      return;
    }
    if (block) paragraphs.push(block.text);
    block = { text: line.text, left: line.left, right: line.right };
  });
  if (block) paragraphs.push(block.text);
  return paragraphs;
}

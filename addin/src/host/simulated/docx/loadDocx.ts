import JSZip from 'jszip';
import { DOMParser } from '@xmldom/xmldom';

type XmlElement = Element;
import { SimulatedDocument } from '../model/SimulatedDocument';
import type { SimBlock, SimComment, SimParagraph, SimPosition, SimTable } from '../model/types';
import { ParagraphRunReader, readRevision } from './paragraphRuns';
import { ParagraphStyles } from './paragraphStyles';
import { childElements, wAttribute, wName } from './wordXml';

/** Block-level containers whose content belongs to the body as it is. */
const TRANSPARENT_BLOCKS = new Set(['sdt', 'sdtContent', 'customXml', 'ins', 'del', 'moveTo']);

export interface LoadDocxOptions {
  /** The file's URL as Word would report it. */
  url: string;
  now?: () => Date;
}

/**
 * Opens a .docx the way Word does for the add-in: body, tables (nested), tracked changes, fields, comments, creation
 * date; and for the playground's page headings, list numbers, bold, italic, underline and form checkboxes.
 */
export async function loadDocx(data: ArrayBuffer | Uint8Array, options: LoadDocxOptions): Promise<SimulatedDocument> {
  const zip = await JSZip.loadAsync(data);
  const documentXml = await readXml(zip, 'word/document.xml');
  if (!documentXml) throw new Error('not a Word document: word/document.xml is missing');
  const body = childElements(documentXml).find((element) => wName(element) === 'body');
  const context: ReadContext = {
    pointComments: new Map<string, SimPosition>(),
    styles: new ParagraphStyles(await readXml(zip, 'word/styles.xml'), await readXml(zip, 'word/numbering.xml')),
  };
  const blocks = body ? readBlocks(body, context) : [];
  if (!blocks.some((block) => block.kind === 'paragraph')) blocks.push(SimulatedDocument.newParagraph());
  return new SimulatedDocument({
    blocks,
    creationDate: readCreationDate(await readXml(zip, 'docProps/core.xml')) ?? new Date(0),
    url: options.url,
    comments: readComments(await readXml(zip, 'word/comments.xml'), context.pointComments),
    changeTrackingMode: readTrackRevisions(await readXml(zip, 'word/settings.xml')) ? 'TrackAll' : 'Off',
    ...(options.now ? { now: options.now } : {}),
  });
}

async function readXml(zip: JSZip, path: string): Promise<XmlElement | null> {
  const file = zip.file(path);
  if (!file) return null;
  return new DOMParser().parseFromString(await file.async('string'), 'text/xml').documentElement ?? null;
}

/** Point comments found on the way are added to `pointComments` by comment id. */
type PointComments = Map<string, SimPosition>;

/** What reading the blocks needs besides them: where point comments are, and the styles and list counters. */
interface ReadContext {
  pointComments: PointComments;
  styles: ParagraphStyles;
}

function readBlocks(container: XmlElement, context: ReadContext): SimBlock[] {
  return childElements(container).flatMap((element): SimBlock[] => {
    const name = wName(element);
    if (name === 'p') return [readParagraph(element, context)];
    if (name === 'tbl') return [readTable(element, context)];
    return TRANSPARENT_BLOCKS.has(name) ? readBlocks(element, context) : [];
  });
}

function readParagraph(element: XmlElement, context: ReadContext): SimParagraph {
  const read = new ParagraphRunReader().read(element);
  const paragraph: SimParagraph = { ...SimulatedDocument.newParagraph(read.runs), ...context.styles.lookOf(element) };
  // A paragraph mark inserted with tracking on (w:pPr/w:rPr/w:ins): rejected, the paragraph goes, as in Word.
  const mark = childElements(element).find((child) => wName(child) === 'pPr');
  const markProperties = mark && childElements(mark).find((child) => wName(child) === 'rPr');
  const insertedMark = markProperties && childElements(markProperties).find((child) => wName(child) === 'ins');
  if (insertedMark) paragraph.insertedMark = readRevision(insertedMark, 'insertion');
  for (const { id, offset } of read.pointComments) context.pointComments.set(id, { paragraph, offset });
  return paragraph;
}

function readTable(table: XmlElement, context: ReadContext): SimTable {
  const rows = childElements(table).filter((element) => wName(element) === 'tr');
  return {
    kind: 'table',
    rows: rows.map((row) => ({
      cells: childElements(row)
        .filter((element) => wName(element) === 'tc')
        .map((cell) => {
          const blocks = readBlocks(cell, context);
          return { blocks: blocks.length > 0 ? blocks : [SimulatedDocument.newParagraph()] };
        }),
    })),
  };
}

function readComments(root: XmlElement | null, pointComments: PointComments): SimComment[] {
  if (!root) return [];
  return childElements(root)
    .filter((element) => wName(element) === 'comment')
    .map((comment): SimComment => ({
      id: wAttribute(comment, 'id'),
      ...withPointAnchor(pointComments.get(wAttribute(comment, 'id'))),
      author: wAttribute(comment, 'author'),
      date: new Date(wAttribute(comment, 'date') || 0),
      content: childElements(comment)
        .filter((element) => wName(element) === 'p')
        .map((paragraph) => new ParagraphRunReader().read(paragraph).runs.map((run) => run.text).join(''))
        .join('\n'),
      resolved: false,
    }));
}

function withPointAnchor(pointAnchor: SimPosition | undefined): Pick<SimComment, 'pointAnchor'> {
  return pointAnchor ? { pointAnchor } : {};
}

function readCreationDate(core: XmlElement | null): Date | null {
  const created = core?.getElementsByTagNameNS('http://purl.org/dc/terms/', 'created')[0]?.textContent?.trim();
  return created ? new Date(created) : null;
}

function readTrackRevisions(settings: XmlElement | null): boolean {
  const track = settings && childElements(settings).find((element) => wName(element) === 'trackRevisions');
  return !!track && !['false', '0', 'off'].includes(wAttribute(track, 'val'));
}

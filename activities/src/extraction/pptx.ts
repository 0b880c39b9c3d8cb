import JSZip from 'jszip';
import type { FormatContent } from './types';
import { decodeXmlText } from './xmlText';

const PRESENTATION_PATH = 'ppt/presentation.xml';
const PRESENTATION_RELS_PATH = 'ppt/_rels/presentation.xml.rels';
const SLIDE_PATH = /^ppt\/slides\/slide(\d+)\.xml$/;

const SLIDE_ID = /<p:sldId\b[^>]*?\br:id="([^"]+)"/g;
const RELATIONSHIP = /<Relationship\b[^>]*>/g;
const DRAWING_PARAGRAPH = /<a:p(?:\s[^>]*)?>([\s\S]*?)<\/a:p>/g;
const TEXT_RUN_OR_BREAK = /<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>|<a:br\b[^>]*>/g;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Slide order is the order of p:sldIdLst in presentation.xml, which need not follow the slideN numbers. */
async function slidePathsInShowOrder(zip: JSZip): Promise<string[]> {
  const presentation = await zip.file(PRESENTATION_PATH)?.async('string');
  if (presentation === undefined) throw new Error(`${PRESENTATION_PATH} is missing`);
  const relationships = (await zip.file(PRESENTATION_RELS_PATH)?.async('string')) ?? '';
  const targetById = new Map<string, string>();
  for (const [tag] of relationships.matchAll(RELATIONSHIP)) {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    if (id && target) targetById.set(id, target.startsWith('/') ? target.slice(1) : `ppt/${target}`);
  }
  const ordered = [...presentation.matchAll(SLIDE_ID)]
    .map(([, relationshipId]) => targetById.get(relationshipId ?? ''))
    .filter((path): path is string => path !== undefined && zip.file(path) !== null);
  return ordered.length > 0 ? ordered : slidePathsByNumber(zip);
}

function slidePathsByNumber(zip: JSZip): string[] {
  return Object.keys(zip.files)
    .map((path) => ({ path, number: Number(SLIDE_PATH.exec(path)?.[1]) }))
    .filter(({ number }) => Number.isInteger(number))
    .sort((a, b) => a.number - b.number)
    .map(({ path }) => path);
}

function paragraphText(paragraphXml: string): string {
  return [...paragraphXml.matchAll(TEXT_RUN_OR_BREAK)]
    .map(([, run]) => (run === undefined ? ' ' : decodeXmlText(run)))
    .join('');
}

function slideParagraphs(slideXml: string): string[] {
  return [...slideXml.matchAll(DRAWING_PARAGRAPH)].map(([, content]) => paragraphText(content ?? ''));
}

export async function readPptx(bytes: Uint8Array): Promise<FormatContent> {
  const zip = await JSZip.loadAsync(bytes);
  const slidePaths = await slidePathsInShowOrder(zip);
  const paragraphs: string[] = [];
  for (const path of slidePaths) {
    const slideXml = await zip.file(path)?.async('string');
    if (slideXml) paragraphs.push(...slideParagraphs(slideXml));
  }
  return { paragraphs, pageCount: slidePaths.length };
}

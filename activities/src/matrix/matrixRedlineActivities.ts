import type pg from 'pg';
import type { ContainerClient } from '@azure/storage-blob';
import { ApplicationFailure } from '@temporalio/activity';
import contentDisposition from 'content-disposition';
import JSZip from 'jszip';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import {
  REDLINE_AUTHOR,
  REDLINE_REFUSALS,
  REDLINE_SUMMARY_TEXTS,
  type RedlineDocumentOutcome,
  PLAYBOOK_MESSAGES,
  checkIntegrity,
  INTEGRITY_TEXTS,
  type Finding,
  type Playbook,
} from '@arcline/shared';
import { MATRIX_REDLINE_FAILURE_TYPES } from '@arcline/shared/contracts';
import { findPlaybook, matrixDocumentStore } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import { heartbeating } from '../heartbeat';
import { reviewParagraphs } from '../ai/playbooks';
import { withActingFor } from '../ai/playbooks/playbookForReview';
import { withRestOfArrangement } from '../ai/playbooks/wordingFit';
import { runAiCall, type AiProvider } from '../ai';
import { paragraphsDocx, redlinedFileName, redlineSource, type RedlineChange } from '../documents/redline';
import { attachmentParagraphs } from './matrixActivities';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const REDLINABLE = /\.(docx|txt|pdf)$/i;

export interface RedlineDocumentInput {
  matrixId: string;
  userId: string;
  companyId: string;
  playbookId: string;
  playbookVersion: number;
  /** The party the firm acts for (a role or a party's name); absent: the playbook version's default. */
  actingFor?: string;
  documentId: string;
  blobPrefix: string;
  /** The tracked changes' date: the request's, the same on every attempt. */
  date: string;
}

/** One topic's verdict as the cover summary lists it. */
interface TopicLine {
  title: string;
  verdict: Finding['verdict'];
  explanation: string;
  /** A missing clause whose wording the redline adds (said in the cover summary when the document is delivered redlined). */
  added?: boolean;
}

/** What a document's activity leaves beside its .docx for the zip: the outcome and the verdicts per topic. */
interface DocumentReport {
  outcome: RedlineDocumentOutcome;
  topics: TopicLine[];
}

const documentBlob = (prefix: string, documentId: string, extension: 'docx' | 'json') => `${prefix}/documents/${documentId}.${extension}`;

/**
 * What a document's redline makes of its findings: each unacceptable clause with a wording a change (its quote taken
 * with the later items of its list that belong to the replaced arrangement, "(ii) The remaining 50% …", issue 32, 32r),
 * each missing clause with a wording an addition (put at the end of the operative clauses by missingClausePlace).
 */
export function redlineChanges(
  findings: readonly Finding[],
  paragraphs: readonly string[],
): { changes: (RedlineChange & { topicId: string })[]; additions: string[]; integrity: Map<string, string> } {
  const changes = findings
    .filter((finding) => finding.verdict === 'unacceptable' && finding.quote && finding.proposedText)
    .map((finding) => ({ topicId: finding.topicId, quote: withRestOfArrangement(finding.quote, paragraphs), replacement: finding.proposedText }));
  const added = findings.filter((finding) => finding.verdict === 'missing' && finding.proposedText);
  // The integrity check on each change where it goes, so a wording that cannot be fitted (a term the contract does not
  // define) is said in the cover summary, never silently (issue 32, 32r); a model's explanation already carries it.
  const integrity = new Map<string, string>();
  for (const finding of findings) {
    if (finding.explanation.includes(INTEGRITY_TEXTS.heading)) continue;
    const change = changes.find((each) => each.topicId === finding.topicId);
    const addition = added.includes(finding) ? finding.proposedText : undefined;
    if (!change && !addition) continue;
    const note = integrityNote(paragraphs, change ?? { quote: '', replacement: addition! });
    if (note) integrity.set(finding.topicId, note);
  }
  return { changes, additions: added.map((finding) => finding.proposedText), integrity };
}

/** The integrity check's warnings on a change in place (the quote's paragraph with the replacement), or on an added clause at the end. */
function integrityNote(paragraphs: readonly string[], change: RedlineChange): string {
  const before = paragraphs.map((text, index) => ({ id: String(index), text }));
  const at = change.quote ? paragraphs.findIndex((text) => text.includes(change.quote)) : -1;
  const changedId = at >= 0 ? String(at) : 'added';
  const after = at >= 0 ? before.map((paragraph) => (paragraph.id === changedId ? { ...paragraph, text: paragraph.text.replace(change.quote, change.replacement) } : paragraph)) : [...before, { id: changedId, text: change.replacement }];
  const warnings = checkIntegrity(after, [changedId], { before });
  return warnings.length === 0 ? '' : `${INTEGRITY_TEXTS.heading} ${warnings.map((warning) => warning.message).join(' ')}`;
}

export function createMatrixRedlineActivities(deps: { db: pg.Pool; blobs: ContainerClient; ai?: Pick<AiProvider, 'reviewParagraphsAgainstPlaybook'> }) {
  const sql = pgSql(deps.db);

  async function playbookOf(input: Pick<RedlineDocumentInput, 'companyId' | 'playbookId' | 'playbookVersion' | 'actingFor'>): Promise<Playbook> {
    const playbook = await findPlaybook(sql, input.companyId, input.playbookId, input.playbookVersion);
    if (!playbook) throw ApplicationFailure.nonRetryable(PLAYBOOK_MESSAGES.notFound, MATRIX_REDLINE_FAILURE_TYPES.playbookNotFound);
    return withActingFor(playbook, input.actingFor);
  }

  async function upload(blobName: string, body: Buffer | string, contentType: string, fileName?: string): Promise<void> {
    await deps.blobs.getBlockBlobClient(blobName).uploadData(typeof body === 'string' ? Buffer.from(body) : body, {
      blobHTTPHeaders: { blobContentType: contentType, ...(fileName ? { blobContentDisposition: contentDisposition(fileName) } : {}) },
    });
  }

  async function report(input: RedlineDocumentInput, result: DocumentReport): Promise<RedlineDocumentOutcome> {
    await upload(documentBlob(input.blobPrefix, input.documentId, 'json'), JSON.stringify(result), 'application/json');
    return result.outcome;
  }

  return {
    /**
     * Reviews one matrix document against the playbook (with a model when the process runs one, else offline: the
     * clause finder locates each topic, its rule decides) and redlines every unacceptable clause to the proposed
     * wording (the topic's standard wording, or the model's, which the integrity check has read) and adds each missing
     * clause where a lawyer expects it (the end of the operative clauses). The .docx and the
     * document's report are written under the request's prefix by name, so a retried attempt overwrites its own.
     */
    redlineMatrixDocument: heartbeating(async (input: RedlineDocumentInput): Promise<RedlineDocumentOutcome> => {
      const document = await matrixDocumentStore.redlineSource(sql, input);
      const base = { documentId: input.documentId, name: document?.name ?? '' };
      if (!document || document.status !== 'COMPLETED') {
        return report(input, { outcome: { ...base, state: 'refused', reasons: [REDLINE_REFUSALS.documentNotReady] }, topics: [] });
      }
      if (!REDLINABLE.test(document.name)) return report(input, { outcome: { ...base, state: 'refused', reasons: [REDLINE_REFUSALS.unsupportedType] }, topics: [] });

      const playbook = await playbookOf(input);
      const paragraphs = await attachmentParagraphs(sql, input.userId, document.attachmentId);
      // A model judges when the process runs one for the user's company (its quotes verified, its wording checked); else the offline rules.
      const { findings } = await reviewParagraphs(deps.ai, { userId: input.userId, documentName: document.name, paragraphs, playbook }, runAiCall);
      const titleOf = (topicId: string) => playbook.topics.find((topic) => topic.id === topicId)?.title ?? topicId;
      const { changes, additions, integrity } = redlineChanges(findings, paragraphs);
      const topics = findings.map((finding) => ({
        title: titleOf(finding.topicId),
        verdict: finding.verdict,
        explanation: integrity.has(finding.topicId) ? `${finding.explanation} ${integrity.get(finding.topicId)}` : finding.explanation,
        ...(finding.verdict === 'missing' && finding.proposedText ? { added: true } : {}),
      }));

      // A Word source is redlined in its own file; any other is rebuilt from its extracted paragraphs.
      const isDocx = /\.docx$/i.test(document.name);
      const bytes = isDocx ? await deps.blobs.getBlockBlobClient(document.blobName).downloadToBuffer() : Buffer.alloc(0);
      const fileName = redlinedFileName(document.name);
      const target = documentBlob(input.blobPrefix, input.documentId, 'docx');
      if (changes.length === 0 && additions.length === 0) {
        await upload(target, isDocx ? bytes : await paragraphsDocx(paragraphs, document.name), DOCX_TYPE);
        return report(input, { outcome: { ...base, state: 'unchanged', fileName, changes: 0 }, topics });
      }
      const result = await redlineSource({ bytes, fileName: document.name, paragraphs }, changes, new Date(input.date), additions);
      // The topic a refusal is about: the last change with its quote (a later topic overlapping an earlier one with the same words is the one left out).
      const topicOfQuote = (quote: string) => changes.findLast((change) => change.quote === quote)?.topicId;
      const withTopic = (refusal: { quote: string; reason: string }) => {
        const topicId = topicOfQuote(refusal.quote);
        return topicId ? `${titleOf(topicId)}: ${refusal.reason}` : refusal.reason;
      };
      if (!result.ok) return report(input, { outcome: { ...base, state: 'refused', reasons: result.refusals.map(withTopic) }, topics });
      await upload(target, result.bytes, DOCX_TYPE);
      const skipped = result.skipped.map(withTopic);
      return report(input, { outcome: { ...base, state: 'redlined', fileName, changes: result.changeCount, ...(skipped.length > 0 ? { skipped } : {}) }, topics });
    }),

    /**
     * The zip of the request: the cover summary (per document: redlined with how many tracked changes, delivered
     * unchanged, or not redlined and why; each topic's verdict and why) and every delivered .docx.
     */
    packageMatrixRedline: heartbeating(
      async (input: { blobPrefix: string; documentIds: string[]; playbookName: string; matrixName: string; date: string }): Promise<{ blobName: string; fileName: string }> => {
        const zip = new JSZip();
        const reports: DocumentReport[] = [];
        const used = new Set<string>([REDLINE_SUMMARY_TEXTS.summaryFileName]);
        for (const documentId of input.documentIds) {
          const documentReport = JSON.parse((await deps.blobs.getBlockBlobClient(documentBlob(input.blobPrefix, documentId, 'json')).downloadToBuffer()).toString('utf8')) as DocumentReport;
          reports.push(documentReport);
          const { outcome } = documentReport;
          if (outcome.state === 'refused') continue;
          let name = outcome.fileName;
          for (let copy = 2; used.has(name.toLowerCase()); copy += 1) name = outcome.fileName.replace(/\.docx$/i, ` (${copy}).docx`);
          used.add(name.toLowerCase());
          zip.file(name, await deps.blobs.getBlockBlobClient(documentBlob(input.blobPrefix, documentId, 'docx')).downloadToBuffer());
        }
        zip.file(REDLINE_SUMMARY_TEXTS.summaryFileName, await coverSummary(input.playbookName, new Date(input.date), reports));
        const fileName = REDLINE_SUMMARY_TEXTS.fileName(input.matrixName);
        const blobName = `${input.blobPrefix}/redline.zip`;
        await upload(blobName, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), 'application/zip', fileName);
        return { blobName, fileName };
      },
    ),
  };
}

/** The cover summary: what became of each document and, per topic, the verdict and why. */
async function coverSummary(playbookName: string, date: Date, reports: DocumentReport[]): Promise<Buffer> {
  const line = (text: string, options: { bold?: boolean; italics?: boolean } = {}) => new Paragraph({ children: [new TextRun({ text, ...options })] });
  const sections = reports.flatMap(({ outcome, topics }) => {
    const status =
      outcome.state === 'redlined'
        ? [
            line(REDLINE_SUMMARY_TEXTS.redlined(outcome.changes)),
            ...(outcome.skipped?.length
              ? [line(REDLINE_SUMMARY_TEXTS.skipped, { bold: true }), ...outcome.skipped.map((reason) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(reason)] }))]
              : []),
          ]
        : outcome.state === 'unchanged'
          ? [line(REDLINE_SUMMARY_TEXTS.unchanged)]
          : [line(REDLINE_SUMMARY_TEXTS.refused, { bold: true }), ...outcome.reasons.map((reason) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(reason)] }))];
    return [
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(outcome.name)] }),
      ...status,
      ...topics.map((topic) => {
        const said = topic.added && outcome.state === 'redlined' ? `${topic.explanation} ${REDLINE_SUMMARY_TEXTS.clauseAdded}` : topic.explanation;
        return new Paragraph({ bullet: { level: 0 }, children: [new TextRun({ text: REDLINE_SUMMARY_TEXTS.topicLine(topic.title, topic.verdict), bold: true }), new TextRun(` — ${said}`)] });
      }),
    ];
  });
  const document = new Document({
    creator: REDLINE_AUTHOR,
    title: REDLINE_SUMMARY_TEXTS.title(playbookName),
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(REDLINE_SUMMARY_TEXTS.title(playbookName))] }),
          line(REDLINE_SUMMARY_TEXTS.generated(date.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'), { italics: true }),
          ...sections,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

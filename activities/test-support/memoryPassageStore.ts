import type { ContextPassage } from '../src/ai/types';
import type { PassageStore, SourceScope } from '../src/ai/retrieval';
import { prepareQuery, rankTexts } from '../src/ai/text/scoring';

export interface MemorySource {
  userId: string;
  sourceType: 'attachment' | 'document';
  sourceId: string;
  sourceName: string;
  paragraphs: string[];
  /** Paragraph ids of a document, one per paragraph; attachments have none. */
  partIds?: string[];
}

/** A PassageStore over sources held in memory, ranked with the offline engine's own scoring: for unit tests. */
export function createMemoryPassageStore(sources: MemorySource[]): PassageStore {
  const inScope = (passage: ContextPassage, scope: SourceScope | undefined) =>
    !scope ||
    (passage.sourceType === 'attachment' && (scope.attachmentIds ?? []).includes(passage.sourceId)) ||
    (passage.sourceType === 'document' && passage.sourceId === scope.documentId);
  const passagesOf = (userId: string) =>
    sources
      .filter((source) => source.userId === userId)
      .flatMap((source) =>
        source.paragraphs.map<ContextPassage>((text, ordinal) => ({
          sourceType: source.sourceType,
          sourceId: source.sourceId,
          sourceName: source.sourceName,
          partId: source.partIds?.[ordinal] ?? null,
          ordinal,
          text,
        })),
      );
  return {
    async search({ userId, query, sourceIds, limit }) {
      const passages = passagesOf(userId).filter((passage) => inScope(passage, sourceIds));
      return rankTexts(prepareQuery(query), passages.map((passage) => passage.text))
        .slice(0, limit)
        .map(({ index, score }) => ({ ...passages[index]!, rank: score }));
    },
    async loadSources(userId, scope) {
      const passages = passagesOf(userId).filter((passage) => inScope(passage, scope));
      const order = (passage: ContextPassage) =>
        passage.sourceType === 'document' ? -1 : (scope.attachmentIds ?? []).indexOf(passage.sourceId);
      return passages.sort((a, b) => order(a) - order(b) || a.ordinal - b.ordinal);
    },
  };
}

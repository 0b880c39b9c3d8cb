import { useCallback, useContext, useEffect, useReducer, useRef, useState } from 'react';
import { CHAT_ERROR_MESSAGE, EDIT_RESOLUTION_TEXTS, type EditResolution, type IntegrityWarning } from '@arcline/shared';
import { DocumentHostContext } from '../../document/utils/DocumentHostContext';
import { waitUntilPromptAvailable } from '../../indexing/utils/isPromptAvailable';
import { appPushPoller } from '../../push/appPushPoller';
import { requestDocumentReview } from '../api/requestDocumentReview';
import { followReviewTopic } from '../utils/followReviewTopic';
import { insertFindingComments } from '../utils/insertFindingComments';
import { proposeRedlines, type RedlineResult } from '../utils/playbookRedline';
import { reviewReducer } from '../utils/reviewReducer';

export interface FindingRedline extends RedlineResult {
  integrityWarnings: IntegrityWarning[];
  /** Accept or Reject from the pane (Word's own Review tab does the same). */
  resolution?: { action: 'accept' | 'reject' } & EditResolution;
  resolving?: boolean;
}

/**
 * A finding with no redline yet, whose redline was rejected, or that was refused for another author's pending tracked
 * changes (the lawyer may accept or reject them in Word meanwhile; the passage is checked again on the next click):
 * "Propose redline" (and "Apply all") may redline it (again).
 */
export const canRedline = (redline: FindingRedline | 'applying' | undefined): boolean =>
  redline === undefined ||
  (redline !== 'applying' && (redline.status === 'pendingChanges' || (redline.resolution?.action === 'reject' && redline.resolution.result === 'done')));

/**
 * Review document for the open Word document: null without one (the web app). It waits for indexing as chat does.
 * With a playbook's id the review is against that playbook, and each finding can be commented on, shown in the
 * document and redlined to the playbook's wording.
 */
export function useDocumentReview() {
  const session = useContext(DocumentHostContext);
  const [state, dispatch] = useReducer(reviewReducer, { phase: 'idle' });
  const [redlines, setRedlines] = useState<Record<number, FindingRedline | 'applying'>>({});
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);

  // Who made the pending tracked changes in each playbook finding's passage (the review read it as if accepted).
  const [pendingAuthors, setPendingAuthors] = useState<Record<number, string[]>>({});
  /** Bumped after a redline met pending changes or was tried on a passage that had them: the note is read again. */
  const [pendingCheck, setPendingCheck] = useState(0);
  const reviewed = state.phase === 'reviewed' ? state.review : null;
  useEffect(() => {
    setPendingAuthors({});
    const pendingChanges = session?.editor.pendingChanges;
    const asked = (reviewed?.findings ?? []).flatMap((finding, index) =>
      finding.verdict && finding.quote && finding.paragraphIds[0] ? [{ index, paragraphId: finding.paragraphIds[0], quote: finding.quote }] : [],
    );
    if (!pendingChanges || asked.length === 0) return;
    let current = true;
    pendingChanges
      .call(session.editor, asked)
      .then((answers) => {
        if (current) setPendingAuthors(Object.fromEntries(asked.flatMap(({ index }, position) => (answers[position]?.authors.length ? [[index, answers[position].authors]] : []))));
      })
      .catch((error: unknown) => console.error('reading the pending tracked changes failed', error));
    return () => {
      current = false;
    };
  }, [session, reviewed, pendingCheck]);

  const review = useCallback(
    async (playbookId?: string, actingFor?: string) => {
      dispatch({ type: 'start' });
      setRedlines({});
      // Like a chat prompt: the review is of the document as it is, so it waits until both syncs are done (spec 01 §4).
      await waitUntilPromptAvailable(true, session?.syncStatus ?? null);
      const documentId = session?.documentId();
      if (!documentId) {
        dispatch({ type: 'notSynced' });
        return;
      }
      const result = await requestDocumentReview(documentId, playbookId, actingFor).catch(() => ({ kind: 'failed' as const }));
      if (result.kind === 'monitor') {
        unsubscribe.current?.();
        unsubscribe.current = followReviewTopic(appPushPoller, result.topicId, dispatch);
      } else if (result.kind === 'notSynced') dispatch({ type: 'notSynced' });
      else dispatch({ type: 'failed', message: CHAT_ERROR_MESSAGE });
    },
    [session],
  );

  const insertComments = useCallback(async () => {
    if (!session || state.phase !== 'reviewed' || state.commenting) return;
    dispatch({ type: 'commenting' });
    dispatch({ type: 'commented', comments: await insertFindingComments(session.host, state.review.findings) });
  }, [session, state]);

  const addComment = useCallback(
    async (index: number) => {
      const finding = state.phase === 'reviewed' ? state.review.findings[index] : undefined;
      if (!session || !finding) return;
      const [status] = await insertFindingComments(session.host, [finding]);
      dispatch({ type: 'findingCommented', index, status: status! });
    },
    [session, state],
  );

  /** Selects a text in a paragraph, else the whole paragraph (and so scrolls to it): a passage, or where a redline went. */
  const showText = useCallback(
    async (paragraphId: string, text: string) => {
      await session?.editor.selectQuote(paragraphId, text).catch((error: unknown) => console.error('selecting the passage failed', error));
    },
    [session],
  );

  /** "Propose redline" on some findings (one, or every unacceptable one for "Apply all"), then the integrity check. */
  const redline = useCallback(
    async (indexes: number[]) => {
      const findings = state.phase === 'reviewed' ? state.review.findings : [];
      const wanted = indexes.filter((index) => findings[index] && canRedline(redlines[index]));
      if (!session || wanted.length === 0) return;
      setRedlines((current) => ({ ...current, ...Object.fromEntries(wanted.map((index) => [index, 'applying' as const])) }));
      const results = await proposeRedlines(session, wanted.map((index) => findings[index]!)).catch((error: unknown) => {
        console.error('proposing the redline failed', error);
        return wanted.map((): RedlineResult => ({ status: 'failed', changedParagraphIds: [], reports: [] }));
      });
      const changed = results.flatMap((result) => result.changedParagraphIds);
      // Word shows the redline (the first one of Apply all): its wording selected, as a click on a quote selects the quote.
      const shown = results.findIndex((result) => result.changedParagraphIds.length > 0);
      if (shown >= 0) await showText(results[shown]!.changedParagraphIds[0]!, findings[wanted[shown]!]!.proposedText ?? '');
      const warnings = changed.length > 0 ? await session.editor.checkIntegrity(changed, results.flatMap((result) => result.reports)).catch(() => []) : [];
      if (wanted.some((index, position) => pendingAuthors[index] || results[position]!.status === 'pendingChanges')) setPendingCheck((count) => count + 1);
      setRedlines((current) => ({
        ...current,
        ...Object.fromEntries(
          wanted.map((index, position) => {
            const result = results[position]!;
            return [index, { ...result, integrityWarnings: warnings.filter((warning) => result.changedParagraphIds.includes(warning.paragraphId)) }];
          }),
        ),
      }));
    },
    [session, state, redlines, pendingAuthors, showText],
  );

  /** Accepts or rejects a redline's tracked changes (WordApi 1.6), leaving the user's own changes alone. */
  const resolveRedline = useCallback(
    async (index: number, action: 'accept' | 'reject') => {
      const redline = redlines[index];
      if (!session || !redline || redline === 'applying' || redline.reports.length === 0) return;
      setRedlines((current) => ({ ...current, [index]: { ...redline, resolving: true } }));
      const outcome: EditResolution = await session.editor.resolveEdit(redline.reports, action).catch((error: unknown) => {
        console.error('resolving the redline failed', error);
        return { result: 'failed' as const, message: EDIT_RESOLUTION_TEXTS.failed };
      });
      setRedlines((current) => ({ ...current, [index]: { ...redline, resolving: false, resolution: { action, ...outcome } } }));
      // Word shows what became of the passage: the wording accepted, or the passage as it was.
      const finding = state.phase === 'reviewed' ? state.review.findings[index] : undefined;
      const paragraphId = redline.changedParagraphIds[0];
      if (outcome.result === 'done' && finding && paragraphId) await showText(paragraphId, (action === 'accept' ? finding.proposedText : finding.quote) ?? '');
    },
    [session, state, redlines, showText],
  );

  /** Selects the finding's passage in Word (and so scrolls to it). */
  const showPassage = useCallback(
    async (index: number) => {
      const finding = state.phase === 'reviewed' ? state.review.findings[index] : undefined;
      const paragraphId = finding?.paragraphIds[0];
      if (paragraphId) await showText(paragraphId, finding.quote ?? '');
    },
    [state, showText],
  );

  const close = useCallback(() => {
    unsubscribe.current?.();
    unsubscribe.current = null;
    dispatch({ type: 'close' });
  }, []);

  const canResolve = Boolean(session?.host.capabilities.trackedChanges);
  return session ? { state, redlines, pendingAuthors, canResolve, review, insertComments, addComment, redline, resolveRedline, showPassage, close } : null;
}

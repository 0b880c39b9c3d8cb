import { useCallback, useContext } from 'react';
import { EDIT_RESOLUTION_TEXTS, wordDataErrorText, type EditResolution, type EditResolutionAction } from '@arcline/shared';
import { DocumentHostError } from '../../document/DocumentHostError';
import { useDocumentSession } from '../../document/hooks/useDocumentSession';
import type { ChatMessage } from '../types/ChatMessage';
import { ConversationsContext } from '../utils/ConversationsContext';

/**
 * Whether `action` still means something after the item's last resolution: a rejected or undone edit is gone, so
 * nothing is left to do; an accepted one (or one whose tracked changes were already handled in Word) can only be
 * undone; after a failure everything may be tried again.
 */
export function stillPossible(resolution: ChatMessage['resolution'], action: EditResolutionAction): boolean {
  if (!resolution || resolution.result === 'failed') return true;
  if (resolution.action === 'undo' || (resolution.action === 'reject' && resolution.result === 'done')) return false;
  return action === 'undo';
}

/**
 * Accept all, Reject all and Undo for an applied insert or modify (issue 29): what the edit engine did is in the item
 * (appliedEdit); the outcome goes back into it. Accept is offered only where Word can accept from an add-in (1.6).
 */
export function useEditResolution(message: ChatMessage) {
  const session = useDocumentSession();
  const dispatch = useContext(ConversationsContext)?.dispatch.chat;
  const appliedEdit = message.appliedEdit;
  const available = Boolean(session && dispatch && appliedEdit?.some((report) => report.status !== 'failed'));

  const resolve = useCallback(
    async (action: EditResolutionAction) => {
      if (!session || !dispatch || !appliedEdit) return;
      dispatch({ type: 'updateMessage', id: message.id, patch: { resolving: action } });
      let outcome: EditResolution;
      try {
        outcome = await session.editor.resolveEdit(appliedEdit, action);
      } catch (error) {
        if (!(error instanceof DocumentHostError)) console.error('resolving the edit failed', error);
        outcome = { result: 'failed', message: error instanceof DocumentHostError ? wordDataErrorText(error.kind, error.location) : EDIT_RESOLUTION_TEXTS.failed };
      }
      dispatch({ type: 'updateMessage', id: message.id, patch: { resolving: undefined, resolution: { action, ...outcome } } });
    },
    [appliedEdit, dispatch, message.id, session],
  );

  const actions: EditResolutionAction[] = session?.host.capabilities.trackedChanges ? ['accept', 'reject', 'undo'] : ['undo'];
  return { available, actions, resolve };
}

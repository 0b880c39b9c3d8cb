import type {
  AiEngine,
  ChatCitation,
  ChatMessage as ChatItem,
  ChatMessageType,
  EditResolution,
  EditResolutionAction,
  IntegrityWarning,
  ParagraphEditReport,
  ResearchSourcePayload,
} from '@arcline/shared';

/** A chat item of spec 01 §3 as the web app keeps it: always with its id and type. */
export interface ChatMessage extends ChatItem {
  id: string;
  type: ChatMessageType;
  /** Verbatim quotes the answer relies on; unverified ones are shown as such, never as a citation. */
  citations?: ChatCitation[];
  /** Web sources of a research answer. */
  sources?: ResearchSourcePayload[];
  /** Which engine answered, shown with the answer. */
  engine?: AiEngine;
  model?: string;
  /** An insert or modify being applied to the document: the 'Applying changes to your document' banner shows. */
  applying?: boolean;
  /** Why an insert or modify was not (fully) applied: the edit engine's messages or a Word data error's advice. */
  editNotes?: string[];
  /** The integrity check of the applied edit, each warning with its place in the document. */
  integrityWarnings?: IntegrityWarning[];
  /** What the edit engine did in the document for this insert or modify: what Accept all, Reject all and Undo act on. */
  appliedEdit?: ParagraphEditReport[];
  /** Accept all, Reject all or Undo being carried out. */
  resolving?: EditResolutionAction;
  /** What the user last did with the applied edit, and how it went. */
  resolution?: { action: EditResolutionAction } & EditResolution;
}

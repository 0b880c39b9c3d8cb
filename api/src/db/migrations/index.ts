import type { Migration } from '../migrate';
import { accounts } from './0001-accounts';
import { pushAndAttachments } from './0010-push-and-attachments';
import { documents } from './0020-documents';
import { matrices } from './0030-matrices';
import { usageEvents } from './0050-usage-events';
import { translation } from './0060-translation';
import { sharedLimits } from './0065-shared-limits';
import { errorReports } from './0070-error-reports';
import { administration } from './0080-administration';
import { translationGlossaries } from './0090-translation-glossaries';
import { matrixChanges } from './0100-matrix-changes';
import { matrixFanout } from './0105-matrix-fanout';
import { companySettings } from './0120-company-settings';
import { outgoingMails } from './0130-outgoing-mails';
import { userActionWorkflowsTime } from './0140-user-action-workflows-time';
import { matrixCellCounts } from './0160-matrix-cell-counts';
import { tableCellParagraphs } from './0170-table-cell-paragraphs';
import { matrixTypedColumns } from './0180-matrix-typed-columns';
import { playbooks } from './0190-playbooks';
import { storedPrompts } from './0200-stored-prompts';
import { matrixPlaybookColumns } from './0210-matrix-playbook-columns';
import { matrixDocumentVersions } from './0220-matrix-document-versions';
import { playbookActingFor } from './0230-playbook-acting-for';

/** Every migration in the order it runs; a new one is appended, never edited after it has landed. */
export const migrations: Migration[] = [
  accounts,
  pushAndAttachments,
  documents,
  matrices,
  usageEvents,
  translation,
  sharedLimits,
  errorReports,
  administration,
  translationGlossaries,
  matrixChanges,
  matrixFanout,
  companySettings,
  outgoingMails,
  userActionWorkflowsTime,
  matrixCellCounts,
  tableCellParagraphs,
  matrixTypedColumns,
  playbooks,
  storedPrompts,
  matrixPlaybookColumns,
  matrixDocumentVersions,
  playbookActingFor,
];

import type { ApiClient, DocumentSession, PushPoller } from '@arcline/web';
import { OfficeDocumentHost } from '../host/office/OfficeDocumentHost';
import type { OfficeApi } from '../host/office/wordApi';
import { createSelfTestSuite } from '../selfTests/createSelfTestSuite';
import type { SelfTestCaseDefinition } from '../selfTests/selfTestCases';
import { createDocumentSync, type DocumentSync } from '../sync/createDocumentSync';

/**
 * What the task pane gives the web app for one open document, in Word and in the playground alike: the Office host,
 * the sync engine and its session (edit engine included), and the /tests self-tests on the same document.
 */
export function createWordSession(office: OfficeApi, deps: { client: ApiClient; poller: PushPoller; selfTestCases?: readonly SelfTestCaseDefinition[] }): {
  sync: DocumentSync;
  session: DocumentSession;
} {
  const sync = createDocumentSync({ host: new OfficeDocumentHost(office), client: deps.client, poller: deps.poller });
  const selfTests = createSelfTestSuite({ office, editor: sync.session.editor, cases: deps.selfTestCases });
  return { sync, session: { ...sync.session, selfTests } };
}

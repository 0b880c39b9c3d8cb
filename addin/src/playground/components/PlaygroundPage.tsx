import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ADDIN_TASK_PANE_WIDTH_PX, PLAYGROUND_PANE_PATH, PLAYGROUND_TEXTS } from '@arcline/shared';
import { loadDocx } from '../../host/simulated/docx/loadDocx';
import { createSimulatedOffice } from '../../host/simulated/createSimulatedOffice';
import type { SimulatedDocument } from '../../host/simulated/model/SimulatedDocument';
import { providePlaygroundOffice } from '../utils/playgroundBridge';
import { resolveAllChanges } from '../utils/reviewChanges';
import type { OfficeApi } from '../../host/office/wordApi';
import { DocumentView } from './DocumentView';
import { theme } from '@arcline/web/src/theme/theme';

/** The playground: a simulated Word with the document on the left, the real task pane on the right. */
export function PlaygroundPage({ initial }: { initial: SimulatedDocument }) {
  const [{ document, office }, setOpened] = useState(() => open(initial));
  const [trackChanges, setTrackChanges] = useState(initial.changeTrackingMode !== 'Off');
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const opened = await loadDocx(await file.arrayBuffer(), { url: `https://playground.arcline.local/${encodeURIComponent(file.name)}` });
      setError(null);
      setTrackChanges(opened.changeTrackingMode !== 'Off');
      setOpened(open(opened));
    } catch {
      setError(PLAYGROUND_TEXTS.loadFailed);
    }
  };

  return (
    <StyledLayout>
      <StyledWord>
        <StyledRibbon>
          <strong>{PLAYGROUND_TEXTS.title}</strong>
          <span>{PLAYGROUND_TEXTS.intro}</span>
          <label>
            {PLAYGROUND_TEXTS.openDocument}{' '}
            <input type="file" accept=".docx" data-testid="playground-open" onChange={(event) => void onFile(event)} />
          </label>
          <label>
            <input
              type="checkbox"
              checked={trackChanges}
              onChange={(event) => {
                setTrackChanges(event.target.checked);
                document.changeTrackingMode = event.target.checked ? 'TrackAll' : 'Off';
              }}
            />{' '}
            {PLAYGROUND_TEXTS.trackChanges}
          </label>
          {/* Word's Review tab: the pane asks the lawyer to accept or reject another author's changes in Word first. */}
          <button type="button" onClick={() => void resolveAllChanges(office, 'accept')}>
            {PLAYGROUND_TEXTS.acceptAllChanges}
          </button>
          <button type="button" onClick={() => void resolveAllChanges(office, 'reject')}>
            {PLAYGROUND_TEXTS.rejectAllChanges}
          </button>
          {error && <StyledError role="alert">{error}</StyledError>}
        </StyledRibbon>
        <StyledScroll>
          <DocumentView key={document.url + document.creationDate.getTime()} document={document} />
        </StyledScroll>
      </StyledWord>
      {/* A new document gets a new task pane, as Word opens one per document. */}
      <StyledPane key={document.url + document.creationDate.getTime()} title={PLAYGROUND_TEXTS.paneTitle} src={PLAYGROUND_PANE_PATH} />
    </StyledLayout>
  );
}

/** Makes the document the one the embedded task pane's Office.js sees; the page's own Review buttons use the same. */
function open(document: SimulatedDocument): { document: SimulatedDocument; office: OfficeApi } {
  const office = createSimulatedOffice(document);
  providePlaygroundOffice(office);
  return { document, office };
}

const StyledLayout = styled.div`
  display: flex;
  height: 100vh;
  background: ${theme.colors.background};
`;

const StyledWord = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledRibbon = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.small};
  color: ${theme.colors.muted};

  strong {
    color: ${theme.colors.text};
  }
`;

const StyledError = styled.span`
  color: ${theme.colors.danger};
`;

const StyledScroll = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${theme.space(6)};
`;

const StyledPane = styled.iframe`
  width: ${ADDIN_TASK_PANE_WIDTH_PX}px;
  flex: none;
  border: none;
  border-left: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { SimulatedDocument } from '../../host/simulated/model/SimulatedDocument';
import { API_SELECTION_HIGHLIGHT, showApiSelection } from '../utils/showApiSelection';
import { BlocksView } from './BlocksView';
import { CommentsView } from './CommentsView';
import { theme } from '@arcline/web/src/theme/theme';

/** The simulated Word's page and its comments: re-drawn on every paragraph event and new comment, whoever made the change. */
export function DocumentView({ document }: { document: SimulatedDocument }) {
  const [, setVersion] = useState(0);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => document.subscribe(() => setVersion((version) => version + 1)), [document]);
  useEffect(() => document.onAnnotationsChanged(() => setVersion((version) => version + 1)), [document]);
  useEffect(() => document.onSelect((range) => showApiSelection(window.document, range)), [document]);

  useEffect(() => {
    if (!focusId) return;
    window.document.querySelector<HTMLElement>(`[data-paragraph-id="${focusId}"]`)?.focus();
    setFocusId(null);
  }, [focusId]);

  const focusParagraph = (id: string) => {
    setVersion((version) => version + 1);
    setFocusId(id);
  };

  return (
    <>
      <StyledPage data-testid="playground-document">
        <BlocksView document={document} blocks={document.blocks} onFocusParagraph={focusParagraph} />
      </StyledPage>
      <CommentsView document={document} />
    </>
  );
}

const StyledPage = styled.article`
  max-width: 800px;
  margin: 0 auto;
  padding: ${theme.space(12)} ${theme.space(14)};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  font-family: 'Calibri', 'Carlito', ${theme.font};
  font-size: ${theme.fontSizes.body};
  color: ${theme.colors.text};

  ::highlight(${API_SELECTION_HIGHLIGHT}) {
    background-color: ${theme.colors.primarySoft};
  }
`;

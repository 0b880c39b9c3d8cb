import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { reviewedText } from '../../host/simulated/model/chars';
import type { SimulatedDocument } from '../../host/simulated/model/SimulatedDocument';
import type { SimParagraph } from '../../host/simulated/model/types';
import { currentToFullOffset } from '../utils/offsets';
import { RunView } from './RunView';
import { theme } from '@arcline/web/src/theme/theme';

export interface ParagraphViewProps {
  document: SimulatedDocument;
  paragraph: SimParagraph;
  /** Moves the caret to the end of another paragraph (after Enter or deleting this one). */
  onFocusParagraph: (id: string) => void;
}

/**
 * One editable paragraph. While it has the caret it shows its current text as plain editable text (every keystroke is
 * an edit of the simulated Word, with its events and tracked changes); otherwise it shows Word's markup.
 */
export function ParagraphView({ document, paragraph, onFocusParagraph }: ParagraphViewProps) {
  const [editing, setEditing] = useState(false);
  const element = useRef<HTMLParagraphElement>(null);

  // While editing, the browser owns the paragraph's text (React renders no children, so it never resets the caret).
  useLayoutEffect(() => {
    if (!editing || !element.current) return;
    element.current.textContent = reviewedText(paragraph.runs, 'Current');
    window.getSelection()?.collapse(element.current, element.current.childNodes.length);
  }, [editing, paragraph]);

  const caret = () => {
    const selection = window.getSelection();
    if (!selection || !element.current || selection.rangeCount === 0) return 0;
    const range = selection.getRangeAt(0).cloneRange();
    range.selectNodeContents(element.current);
    range.setEnd(selection.getRangeAt(0).endContainer, selection.getRangeAt(0).endOffset);
    return range.toString().length;
  };

  const updateSelection = () => {
    const offset = currentToFullOffset(paragraph.runs, caret());
    document.selection = { start: { paragraph, offset }, end: { paragraph, offset } };
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const created = document.splitParagraph(paragraph, currentToFullOffset(paragraph.runs, caret()));
      onFocusParagraph(created.id);
    } else if (event.key === 'Backspace' && reviewedText(paragraph.runs, 'Current') === '') {
      event.preventDefault();
      const places = document.paragraphs();
      const previous = places[places.findIndex((place) => place.paragraph === paragraph) - 1];
      document.deleteParagraph(paragraph);
      if (previous) onFocusParagraph(previous.paragraph.id);
    }
  };

  return (
    <StyledParagraph
      ref={element}
      contentEditable
      suppressContentEditableWarning
      spellCheck={false}
      data-paragraph-id={paragraph.id}
      onFocus={() => {
        setEditing(true);
        updateSelection();
      }}
      onBlur={(event) => {
        event.currentTarget.textContent = '';
        setEditing(false);
      }}
      onKeyUp={updateSelection}
      onMouseUp={updateSelection}
      onKeyDown={onKeyDown}
      onInput={(event) => {
        document.typeText(paragraph, event.currentTarget.textContent ?? '');
        updateSelection();
      }}
    >
      {editing ? null : paragraph.runs.map((run, index) => <RunView key={index} run={run} />)}
    </StyledParagraph>
  );
}

const StyledParagraph = styled.p`
  margin: 0 0 ${theme.space(2)};
  min-height: 1.4em;
  line-height: 1.5;
  outline: none;
  border-radius: 2px;
  white-space: pre-wrap;

  &:focus {
    box-shadow: 0 0 0 2px ${theme.colors.primarySoft};
  }
`;

import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
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

  /** The browser's selection in this paragraph as offsets into its current text; null when it is elsewhere. */
  const selectedOffsets = (): { start: number; end: number } | null => {
    const selection = window.getSelection();
    const own = element.current;
    if (!selection || !own || selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    if (!own.contains(range.startContainer) || !own.contains(range.endContainer)) return null;
    const upTo = (node: Node, offset: number) => {
      const before = range.cloneRange();
      before.selectNodeContents(own);
      before.setEnd(node, offset);
      return before.toString().length;
    };
    return { start: upTo(range.startContainer, range.startOffset), end: upTo(range.endContainer, range.endOffset) };
  };

  const caret = () => selectedOffsets()?.end ?? 0;

  /** Word shares the selection with the add-in: a caret, or characters selected in this paragraph. */
  const updateSelection = () => {
    const offsets = selectedOffsets() ?? { start: 0, end: 0 };
    document.selection = {
      start: { paragraph, offset: currentToFullOffset(paragraph.runs, offsets.start) },
      end: { paragraph, offset: currentToFullOffset(paragraph.runs, offsets.end) },
    };
  };

  // Selecting with the mouse, the keyboard or a double click changes the selection without a key or mouse up here.
  useEffect(() => {
    if (!editing) return undefined;
    const onSelectionChange = () => {
      if (selectedOffsets()) updateSelection();
    };
    window.document.addEventListener('selectionchange', onSelectionChange);
    return () => window.document.removeEventListener('selectionchange', onSelectionChange);
  });

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
      data-heading={paragraph.headingLevel}
      data-list-label={paragraph.listLabel}
      data-changed={paragraph.runs.some((run) => run.revision) || undefined}
      $heading={paragraph.headingLevel}
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

/** Heading sizes as Word's default Heading 1, 2, 3… styles draw them, relative to the body text. */
const HEADING_SIZES = ['1.6em', '1.3em', '1.15em', '1.05em', '1em', '1em'];

/**
 * A paragraph on the page: a heading larger and bold, a list item with its number or bullet before it (drawn by CSS,
 * so it is not part of the editable text, as in Word), and Word's change bar in the margin when it has tracked changes.
 */
const StyledParagraph = styled.p<{ $heading?: number }>`
  margin: 0 0 ${theme.space(2)};
  min-height: 1.4em;
  line-height: 1.5;
  outline: none;
  border-radius: 2px;
  white-space: pre-wrap;
  font-size: ${({ $heading }) => ($heading ? HEADING_SIZES[$heading - 1] : 'inherit')};
  font-weight: ${({ $heading }) => ($heading ? 700 : 'inherit')};
  color: ${({ $heading }) => ($heading ? theme.colors.primary : 'inherit')};

  &[data-list-label]::before {
    content: attr(data-list-label);
    display: inline-block;
    min-width: 2.2em;
    padding-right: 0.4em;
  }

  &[data-changed] {
    margin-left: -${theme.space(3)};
    padding-left: calc(${theme.space(3)} - 2px);
    border-left: 2px solid ${theme.colors.text};
  }

  &:focus {
    box-shadow: 0 0 0 2px ${theme.colors.primarySoft};
  }
`;

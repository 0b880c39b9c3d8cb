import { memo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MATRIX_ASK_QUESTION_MAX_LENGTH, MATRIX_ASK_TEXTS, type MatrixAskAnswer, type MatrixAskCitation, type MatrixColumn } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { InputControl } from '../../ui/components/Field';
import { useMatrixAsk } from '../hooks/useMatrixAsk';
import { theme } from '../../../theme/theme';

export interface MatrixAskBoxProps {
  matrixId: string;
  columns: MatrixColumn[];
  /**
   * The matrix's last data update (`aggregatedResultStatus.lastDataUpdate`): when it (or the columns) changes after an
   * answer came, the answer is marked out of date.
   */
  lastDataUpdate: string | null;
  /** The matrix's cells (processed, processing and failed): a deleted document changes it when the last update stays. */
  cellCount: number;
  /** A citation clicked: open its cell's detail with the cited quote highlighted; `asOf` is the data the answer read. */
  onOpenCitation(citation: MatrixAskCitation, asOf: string | null): void;
}

/** The answer on screen and the matrix's data when it came. */
interface AnsweredAt {
  answer: MatrixAskAnswer;
  data: string;
  asOf: string | null;
}

/** "Ask the matrix" (issue 31): a question over every row; the answer lists the matching documents and their citations. */
// Memoized: the page re-renders as row pages arrive while scrolling, and nothing here changes then.
export const MatrixAskBox = memo(function MatrixAskBox({ matrixId, columns, lastDataUpdate, cellCount, onOpenCitation }: MatrixAskBoxProps) {
  const [question, setQuestion] = useState('');
  /** The question of the answer on screen, for Ask again. */
  const [asked, setAsked] = useState('');
  const { status, ask, reset } = useMatrixAsk(matrixId);
  const columnName = (columnId: string) => columns.find((column) => column.id === columnId)?.name ?? '';
  const askQuestion = (text: string) => {
    setAsked(text);
    void ask(text);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim()) askQuestion(question.trim());
  };
  // Out of date (issue 31): a cell changed (a version's re-run, a cell re-answered, a new column's cells) or a column
  // came or went, or a document was deleted, after the answer came. The data is noted when the answer arrives (React's state from a render).
  const data = `${lastDataUpdate ?? ''}|${cellCount}|${columns.map((column) => column.id).join(',')}`;
  const [answeredAt, setAnsweredAt] = useState<AnsweredAt | null>(null);
  const answer = status.state === 'answered' ? status.answer : null;
  if (answer && answeredAt?.answer !== answer) setAnsweredAt({ answer, data, asOf: lastDataUpdate });
  const current = answer && answeredAt?.answer === answer ? answeredAt : null;
  const outOfDate = current !== null && current.data !== data;
  return (
    <StyledBox aria-label={MATRIX_ASK_TEXTS.title} data-testid="matrix-ask">
      <StyledForm onSubmit={submit}>
        <InputControl
          aria-label={MATRIX_ASK_TEXTS.title}
          placeholder={MATRIX_ASK_TEXTS.placeholder}
          maxLength={MATRIX_ASK_QUESTION_MAX_LENGTH}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <Button type="submit" disabled={status.state === 'asking' || !question.trim()}>
          {status.state === 'asking' ? MATRIX_ASK_TEXTS.asking : MATRIX_ASK_TEXTS.ask}
        </Button>
      </StyledForm>
      {status.state === 'failed' && <StyledError role="alert">{status.message}</StyledError>}
      {status.state === 'answered' && (
        <StyledAnswer data-testid="matrix-ask-answer">
          {outOfDate && (
            <StyledOutOfDate role="status" data-testid="matrix-ask-stale">
              <span>{MATRIX_ASK_TEXTS.outOfDate}</span>
              <Button type="button" onClick={() => askQuestion(asked)}>
                {MATRIX_ASK_TEXTS.askAgain}
              </Button>
            </StyledOutOfDate>
          )}
          <StyledText>{status.answer.answer}</StyledText>
          {status.answer.documents.length > 0 && (
            <StyledList>
              {status.answer.documents.map((document) => (
                <li key={document.documentId}>
                  <strong>{document.documentName}</strong>
                  <StyledCitations>
                    {document.citations.map((citation) => (
                      <li key={citation.elementId}>
                        <StyledCitation
                          type="button"
                          aria-label={MATRIX_ASK_TEXTS.openCell(document.documentName, columnName(citation.columnId))}
                          onClick={() => onOpenCitation(citation, current?.asOf ?? lastDataUpdate)}
                        >
                          <em>{columnName(citation.columnId)}</em>: “{citation.quote}”
                        </StyledCitation>
                      </li>
                    ))}
                  </StyledCitations>
                </li>
              ))}
            </StyledList>
          )}
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              reset();
              setQuestion('');
            }}
          >
            {MATRIX_ASK_TEXTS.close}
          </Button>
        </StyledAnswer>
      )}
    </StyledBox>
  );
});

const StyledBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`;

const StyledForm = styled.form`
  display: flex;
  gap: ${theme.space(2)};

  & > input {
    flex: 1;
  }
`;

const StyledAnswer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(2)};
  max-height: 40vh;
  overflow-y: auto;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: 6px;
  background: ${theme.colors.surface};
`;

const StyledOutOfDate = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.warning};
  border-radius: 6px;
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-weight: 600;
`;

const StyledText = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${theme.space(5)};
`;

const StyledCitations = styled.ul`
  margin: 0;
  padding-left: ${theme.space(4)};
  list-style: none;
`;

const StyledCitation = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  text-align: left;
  cursor: pointer;
`;

const StyledError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
`;

import { memo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MATRIX_ASK_QUESTION_MAX_LENGTH, MATRIX_ASK_TEXTS, type MatrixAskCitation, type MatrixColumn } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { InputControl } from '../../ui/components/Field';
import { useMatrixAsk } from '../hooks/useMatrixAsk';
import { theme } from '../../../theme/theme';

export interface MatrixAskBoxProps {
  matrixId: string;
  columns: MatrixColumn[];
  /** A citation clicked: open its cell's detail with the cited quote highlighted. */
  onOpenCitation(citation: MatrixAskCitation): void;
}

/** "Ask the matrix" (issue 31): a question over every row; the answer lists the matching documents and their citations. */
// Memoized: the page re-renders as row pages arrive while scrolling, and nothing here changes then.
export const MatrixAskBox = memo(function MatrixAskBox({ matrixId, columns, onOpenCitation }: MatrixAskBoxProps) {
  const [question, setQuestion] = useState('');
  const { status, ask, reset } = useMatrixAsk(matrixId);
  const columnName = (columnId: string) => columns.find((column) => column.id === columnId)?.name ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim()) void ask(question.trim());
  };
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
                          onClick={() => onOpenCitation(citation)}
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

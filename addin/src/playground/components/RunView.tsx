import styled from 'styled-components';
import type { SimRun } from '../../host/simulated/model/types';
import { theme } from '@arcline/web/src/theme/theme';

/** A run as Word shows it with "All Markup": its bold, italic and underline; insertions underlined in colour, deletions struck through. */
export function RunView({ run }: { run: SimRun }) {
  const title = run.revision ? `${run.revision.type === 'insertion' ? 'Inserted' : 'Deleted'} by ${run.revision.author}, ${run.revision.date.toLocaleString()}` : run.fieldCode;
  const content = (
    <StyledText
      $field={run.fieldCode !== undefined}
      $comment={(run.commentIds?.length ?? 0) > 0}
      $bold={!!run.bold}
      $italic={!!run.italic}
      $underline={!!run.underline}
      title={title}
    >
      {run.text}
    </StyledText>
  );
  if (run.revision?.type === 'insertion') return <StyledInsertion>{content}</StyledInsertion>;
  if (run.revision?.type === 'deletion') return <StyledDeletion>{content}</StyledDeletion>;
  return content;
}

const StyledText = styled.span<{ $field: boolean; $comment: boolean; $bold: boolean; $italic: boolean; $underline: boolean }>`
  white-space: pre-wrap;
  font-weight: ${({ $bold }) => ($bold ? 700 : 'inherit')};
  font-style: ${({ $italic }) => ($italic ? 'italic' : 'inherit')};
  text-decoration: ${({ $underline }) => ($underline ? 'underline' : 'inherit')};
  background: ${({ $field, $comment }) => ($comment ? theme.colors.highlight : $field ? theme.colors.surfaceMuted : 'transparent')};
`;

const StyledInsertion = styled.ins`
  color: ${theme.colors.primary};
  text-decoration: underline;
`;

const StyledDeletion = styled.del`
  color: ${theme.colors.danger};
  text-decoration: line-through;
`;

import { useState } from 'react';
import styled from 'styled-components';
import { MATRIX_NAME_MAX_LENGTH, MATRIX_TEXTS } from '@arcline/shared';
import { IconButton } from './IconButton';
import { theme } from '../../../theme/theme';

export interface MatrixNameEditorProps {
  name: string;
  /** Called only with a non-empty name that differs from the current one (spec 02 §4). */
  onRename(name: string): void;
}

/** The matrix name: a pencil switches to an input, the check (or Enter) saves, Escape cancels. */
export function MatrixNameEditor({ name, onRename }: MatrixNameEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);

  const save = () => {
    const next = draft?.trim() ?? '';
    if (next && next !== name) onRename(next);
    setDraft(null);
  };

  if (draft === null) {
    return (
      <StyledRow>
        <StyledTitle>{name}</StyledTitle>
        <IconButton icon="pencil" label={MATRIX_TEXTS.editName} onClick={() => setDraft(name)} />
      </StyledRow>
    );
  }
  return (
    <StyledRow>
      <StyledInput
        aria-label={MATRIX_TEXTS.matrixName}
        value={draft}
        maxLength={MATRIX_NAME_MAX_LENGTH}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <IconButton icon="check" label={MATRIX_TEXTS.saveName} onClick={save} />
    </StyledRow>
  );
}

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-width: 0;
`;

const StyledTitle = styled.h1`
  margin: 0;
  overflow: hidden;
  font-size: ${theme.fontSizes.title};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledInput = styled.input`
  min-width: 240px;
  height: ${theme.sizes.controlHeight};
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  font: inherit;
  font-size: ${theme.fontSizes.large};
`;

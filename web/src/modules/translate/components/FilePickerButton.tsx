import { useRef } from 'react';
import styled from 'styled-components';
import { TRANSLATE_TAB_TEXTS, TRANSLATION_FILE_ACCEPT } from '@arcline/shared';
import { Icon } from '../../ui/components/Icon';

/** Opens a single-file picker (spec 02 §2: only one file can be chosen) for the translatable types. */
export function FilePickerButton({ onFile }: { onFile(file: File): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <StyledButton type="button" aria-label={TRANSLATE_TAB_TEXTS.chooseFile} title={TRANSLATE_TAB_TEXTS.chooseFile} onClick={() => input.current?.click()}>
        <Icon name="upload" />
      </StyledButton>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="translate-file-input"
        accept={TRANSLATION_FILE_ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </>
  );
}

const StyledButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
`;

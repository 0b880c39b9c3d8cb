import { useRef } from 'react';
import styled from 'styled-components';
import { ANSWER_TEXTS, ATTACHMENT_EXTENSIONS } from '@arcline/shared';
import { Icon } from '../../ui/components/Icon';

/** Opens a multi-file picker limited to the types the attachment pipeline reads. */
export function AttachButton({ onFiles }: { onFiles(files: File[]): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <StyledButton type="button" aria-label={ANSWER_TEXTS.attach} title={ANSWER_TEXTS.attach} onClick={() => input.current?.click()}>
        <Icon name="attach" />
      </StyledButton>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="attach-input"
        accept={ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
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

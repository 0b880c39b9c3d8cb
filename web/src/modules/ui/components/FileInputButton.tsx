import { useRef } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './Icon';
import { theme } from '../../../theme/theme';

export interface FileInputButtonProps {
  label: string;
  icon: IconName;
  /** The `accept` list of the hidden file input: '.docx,.pdf'. */
  accept: string;
  multiple?: boolean;
  testId: string;
  onFiles(files: File[]): void;
}

/** An icon button that opens a hidden file input; the same file can be chosen again right after. */
export function FileInputButton({ label, icon, accept, multiple = false, testId, onFiles }: FileInputButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <StyledButton type="button" aria-label={label} title={label} onClick={() => input.current?.click()}>
        <Icon name={icon} />
      </StyledButton>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        hidden
        data-testid={testId}
        accept={accept}
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
  width: ${theme.sizes.controlHeight};
  height: ${theme.sizes.controlHeight};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  cursor: pointer;
`;

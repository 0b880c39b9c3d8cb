import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CHAT_TEXTS } from '@arcline/shared';
import { Icon } from '../../ui/components/Icon';
import { theme } from '../../../theme/theme';

export interface PromptBoxProps {
  placeholder: string;
  minRows: number;
  /** The box grows with its text up to this many rows, then scrolls. */
  maxRows: number;
  /** Handles a non-empty prompt; false keeps the text in the box (e.g. while a reply is pending). */
  onSubmit(prompt: string): boolean;
  /** Controls shown before the text, e.g. the attach button. */
  leading?: ReactNode;
}

/** Enter sends, Shift+Enter adds a line, an empty prompt is not sent (spec 01 §2). */
export function PromptBox({ placeholder, minRows, maxRows, onSubmit, leading }: PromptBoxProps) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    const style = window.getComputedStyle(textarea);
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const maxHeight = parseFloat(style.lineHeight) * maxRows + padding;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, maxHeight)}px`;
    textarea.style.overflowY = textarea.scrollHeight > maxHeight ? 'auto' : 'hidden';
  }, [value, maxRows]);

  const submit = () => {
    const prompt = value.trim();
    if (prompt && onSubmit(prompt)) setValue('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <StyledBox>
      {leading}
      <StyledTextarea
        ref={ref}
        rows={minRows}
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid="prompt-input"
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <StyledSend type="button" aria-label={CHAT_TEXTS.send} disabled={!value.trim()} onClick={submit}>
        <Icon name="send" />
      </StyledSend>
    </StyledBox>
  );
}

const StyledBox = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  &:focus-within {
    border-color: ${theme.colors.primary};
  }
`;

const StyledTextarea = styled.textarea`
  flex: 1;
  padding: ${theme.space(1)} ${theme.space(2)};
  border: none;
  outline: none;
  resize: none;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  line-height: ${theme.sizes.promptLine};
`;

const StyledSend = styled.button`
  display: inline-flex;
  padding: ${theme.space(2)};
  border: none;
  border-radius: ${theme.radius};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

import { useState } from 'react';
import styled from 'styled-components';
import {
  TRANSLATE_TAB_TEXTS,
  TRANSLATION_DELIVERED_EXTENSION,
  TRANSLATION_FILE_TYPES,
  fileExtensionOf,
  isTranslationFileExtension,
} from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Icon } from '../../ui/components/Icon';
import { formatFileSize } from '../utils/formatFileSize';
import { theme } from '../../../theme/theme';

export interface SelectedFileProps {
  file: File;
  /** Translate; `bilingual` asks for the side-by-side .docx as well. */
  onTranslate(bilingual: boolean): void;
  onRemove(): void;
}

/** The chosen file in place of the text box (spec 02 §2), with its type, size and how it will be delivered. */
export function SelectedFile({ file, onTranslate, onRemove }: SelectedFileProps) {
  const extension = fileExtensionOf(file.name);
  const known = isTranslationFileExtension(extension) ? extension : undefined;
  const deliveredAs = known && TRANSLATION_DELIVERED_EXTENSION[known];
  const [bilingual, setBilingual] = useState(false);
  return (
    <StyledFile data-testid="translate-selected-file">
      <StyledIcon>
        <Icon name="translate" />
      </StyledIcon>
      <StyledDetails>
        <strong>{file.name}</strong>
        <span>
          {known ? TRANSLATION_FILE_TYPES[known].label : extension} · {formatFileSize(file.size)}
        </span>
        {deliveredAs && <em>{TRANSLATE_TAB_TEXTS.deliveredAsDocx(extension)}</em>}
        <label>
          <input type="checkbox" checked={bilingual} data-testid="translate-bilingual" onChange={(event) => setBilingual(event.target.checked)} />
          <span>{TRANSLATE_TAB_TEXTS.bilingual}</span>
        </label>
      </StyledDetails>
      <Button type="button" $variant="ghost" aria-label={TRANSLATE_TAB_TEXTS.removeFile} title={TRANSLATE_TAB_TEXTS.removeFile} onClick={onRemove}>
        <Icon name="close" />
      </Button>
      <Button type="button" onClick={() => onTranslate(bilingual)}>
        {TRANSLATE_TAB_TEXTS.translate}
      </Button>
    </StyledFile>
  );
}

const StyledFile = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`;

const StyledIcon = styled.span`
  display: flex;
  padding: ${theme.space(2)};
  border-radius: ${theme.radius};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const StyledDetails = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(1)};
  }

  span,
  em {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.small};
  }
`;

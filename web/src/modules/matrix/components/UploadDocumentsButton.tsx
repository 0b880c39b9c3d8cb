import { useRef } from 'react';
import styled from 'styled-components';
import { ATTACHMENT_EXTENSIONS, MATRIX_TEXTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Spinner } from '../../ui/components/Spinner';
import { Icon } from '../../ui/components/Icon';
import type { MatrixUploadProgress } from '../hooks/useMatrixUpload';
import { theme } from '../../../theme/theme';

export interface UploadDocumentsButtonProps {
  /** The running upload's files done of all; null when none runs. */
  progress: MatrixUploadProgress | null;
  onFiles(files: File[]): void;
}

const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** 'Upload Documents' with a multi-file picker; while uploading, the files done so far and a progress bar. */
export function UploadDocumentsButton({ progress, onFiles }: UploadDocumentsButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const percent = progress ? Math.round((progress.done / Math.max(progress.total, 1)) * 100) : 0;
  return (
    <StyledWrapper>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        data-testid="matrix-upload-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
      />
      <Button type="button" $variant="secondary" disabled={progress !== null} onClick={() => inputRef.current?.click()}>
        {progress ? <Spinner /> : <Icon name="upload" />}
        {progress ? MATRIX_TEXTS.uploadProgress(progress.done, progress.total) : MATRIX_TEXTS.uploadDocuments}
      </Button>
      {progress && (
        <StyledTrack role="progressbar" aria-label={MATRIX_TEXTS.uploadProgressLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <StyledBar style={{ width: `${percent}%` }} />
        </StyledTrack>
      )}
    </StyledWrapper>
  );
}

const StyledWrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledTrack = styled.div`
  position: absolute;
  right: 0;
  bottom: -6px;
  left: 0;
  height: 3px;
  overflow: hidden;
  border-radius: 2px;
  background: ${theme.colors.surfaceMuted};
`;

const StyledBar = styled.div`
  height: 100%;
  background: ${theme.colors.primary};
  transition: width ${theme.transition};
`;

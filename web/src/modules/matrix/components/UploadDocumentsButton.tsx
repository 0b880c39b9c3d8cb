import { useRef } from 'react';
import { ATTACHMENT_EXTENSIONS, MATRIX_TEXTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Spinner } from '../../ui/components/Spinner';
import { Icon } from '../../ui/components/Icon';

export interface UploadDocumentsButtonProps {
  uploading: boolean;
  onFiles(files: File[]): void;
}

const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** 'Upload Documents' with a multi-file picker. */
export function UploadDocumentsButton({ uploading, onFiles }: UploadDocumentsButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
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
      <Button type="button" $variant="secondary" disabled={uploading} onClick={() => inputRef.current?.click()}>
        {uploading ? <Spinner /> : <Icon name="upload" />}
        {uploading ? MATRIX_TEXTS.uploading : MATRIX_TEXTS.uploadDocuments}
      </Button>
    </>
  );
}

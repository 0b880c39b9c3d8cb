import { useRef } from 'react';
import { MATRIX_VERSION_TEXTS } from '@arcline/shared';
import { IconButton } from './IconButton';

/** "Upload new version" on a row (issue 31): a file chooser for the document's next draft. */
export function UploadVersionButton({ documentName, onFile }: { documentName: string; onFile(file: File): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton icon="upload" label={MATRIX_VERSION_TEXTS.uploadNewVersionOf(documentName)} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        hidden
        aria-label={MATRIX_VERSION_TEXTS.uploadNewVersionOf(documentName)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

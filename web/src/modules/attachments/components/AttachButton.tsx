import { ANSWER_TEXTS, ATTACHMENT_EXTENSIONS } from '@arcline/shared';
import { FileInputButton } from '../../ui/components/FileInputButton';

/** Opens a multi-file picker limited to the types the attachment pipeline reads. */
export function AttachButton({ onFiles }: { onFiles(files: File[]): void }) {
  return (
    <FileInputButton
      label={ANSWER_TEXTS.attach}
      icon="attach"
      accept={ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
      multiple
      testId="attach-input"
      onFiles={onFiles}
    />
  );
}

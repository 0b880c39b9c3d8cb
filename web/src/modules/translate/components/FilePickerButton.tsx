import { TRANSLATE_TAB_TEXTS, TRANSLATION_FILE_ACCEPT } from '@arcline/shared';
import { FileInputButton } from '../../ui/components/FileInputButton';

/** Opens a single-file picker (spec 02 §2: only one file can be chosen) for the translatable types. */
export function FilePickerButton({ onFile }: { onFile(file: File): void }) {
  return (
    <FileInputButton
      label={TRANSLATE_TAB_TEXTS.chooseFile}
      icon="upload"
      accept={TRANSLATION_FILE_ACCEPT}
      testId="translate-file-input"
      onFiles={([file]) => {
        if (file) onFile(file);
      }}
    />
  );
}

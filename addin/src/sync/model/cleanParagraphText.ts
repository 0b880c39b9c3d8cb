/** A paragraph's text as the synchronised copy keeps it: owned by shared (paragraphEdits.ts), used by the task pane's redline too. */
export { cleanParagraphText } from '@arcline/shared';

/** Texts of the Word playground (/playground): a simulated Word beside the real task pane. */
export const PLAYGROUND_TEXTS = {
  title: 'Arcline playground',
  intro: 'A simulated Word: edit the document on the left, and the Arcline task pane on the right keeps its index in step.',
  openDocument: 'Open a .docx',
  trackChanges: 'Track changes',
  /** Word's Review tab, Accept / Reject > All Changes: every pending tracked change, any author's. */
  acceptAllChanges: 'Accept all changes',
  rejectAllChanges: 'Reject all changes',
  sample: 'Sample: distributor agreement',
  loadFailed: 'This file could not be opened as a Word document.',
  paneTitle: 'Arcline task pane',
  comments: 'Comments',
} as const;

/** `/playground?plantFailingSelfTest=N`: a case that must fail at position N of /tests (to see Run all stop). */
export const PLAYGROUND_PLANT_FAILURE_PARAM = 'plantFailingSelfTest';

/** The task pane page the playground embeds; it takes its Word from the playground page around it. */
export const PLAYGROUND_PANE_PATH = '/playground-pane.html';

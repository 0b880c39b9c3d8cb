/**
 * Word API requirement sets the add-in uses: WordApi 1.4 (the manifest's minimum) brings reviewed text, 1.6 brings
 * paragraph events and uniqueLocalId. The texts say what a Word without them cannot do.
 */
export const WORD_API_REQUIREMENTS = {
  reviewedText: { minorVersion: 4, missing: 'Reading the document with tracked changes resolved needs WordApi 1.4 (Word 2016 or later, or Word on the web); paragraph texts are read with tracked deletions included.' },
  paragraphEvents: { minorVersion: 6, missing: 'Following your edits as you type needs WordApi 1.6 (Word in Microsoft 365 or Word on the web); this Word updates the index only at the hourly full sync.' },
  trackedChanges: {
    minorVersion: 6,
    missing: "Accepting or rejecting an answer's tracked changes from Arcline needs WordApi 1.6 (Word in Microsoft 365 or Word on the web); this Word undoes an answer by writing the original text back, and accepts in its Review tab.",
  },
  uniqueLocalId: { minorVersion: 6, missing: 'Identifying paragraphs needs WordApi 1.6 (Word in Microsoft 365 or Word on the web); this Word cannot keep the document in sync with Arcline. Update Word to use it.' },
} as const;

/** The newest WordApi minor version the detection asks for. */
export const WORD_API_NEWEST_MINOR_VERSION = 9;

/** Word's search accepts at most 255 characters (Word.Body.search, Word.Paragraph.search). */
export const WORD_SEARCH_MAX_CHARS = 255;

import { z } from 'zod';
import { NOT_FOUND } from '../types';

/**
 * One forced tool per task: the model answers by calling it, so its answer arrives as JSON matching the schema
 * (validated again here, since a model can still produce a wrong shape).
 */
export interface TaskTool<T> {
  name: string;
  description: string;
  schema: z.ZodType<T>;
}

const citationsSchema = z
  .array(
    z.object({
      passage: z.string().describe('The id of the passage the quote comes from, e.g. "P3".'),
      quote: z.string().min(1).describe('Text copied exactly, character for character, from that passage.'),
    }),
  )
  .describe('The passages the answer relies on. Every quote must be an exact copy of text in the passage it names.');

const answerSchema = z.object({
  answer: z.string().min(1).describe('The answer in Markdown, written for a lawyer. Say plainly when the passages do not contain the answer.'),
  citations: citationsSchema,
});

export const ANSWER_TOOL: TaskTool<z.infer<typeof answerSchema>> = {
  name: 'give_answer',
  description: 'Give the answer to the user, with the verbatim quotes it relies on.',
  schema: answerSchema,
};

const chatInWordSchema = z.object({
  action: z
    .enum(['insert', 'modify', 'question'])
    .describe('insert: add new text; modify: replace the text of existing paragraphs; question: only answer, change nothing.'),
  responseText: z.string().min(1).describe('What to tell the user in the chat, in Markdown.'),
  textToInsert: z.string().optional().describe('insert only: the text to insert.'),
  insertPositionParagraphId: z.string().optional().describe('insert only: the id of the paragraph the text goes into or after.'),
  insertPositionOffset: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('insert only: character offset in that paragraph where the text goes; its length means after the paragraph.'),
  modifiedSelection: z
    .array(z.object({ paragraphId: z.string(), text: z.string().describe('The complete new text of the paragraph.') }))
    .optional()
    .describe('modify only: the paragraphs to change, each with its complete new text.'),
  inferredContext: z.string().describe('In a few words, what part of the document the request is about (e.g. "selection", "clause 9.05").'),
  citations: citationsSchema,
});

export const CHAT_IN_WORD_TOOL: TaskTool<z.infer<typeof chatInWordSchema>> = {
  name: 'respond_in_word',
  description: 'Respond to a request made in Word: answer a question, insert text, or modify paragraphs of the open document.',
  schema: chatInWordSchema,
};

const reviewSchema = z.object({
  summary: z.string().min(1).describe('Two or three sentences on the state of the document.'),
  findings: z.array(
    z.object({
      severity: z.enum(['high', 'medium', 'low']),
      title: z.string().min(1),
      explanation: z.string().min(1),
      paragraphIds: z.array(z.string()).describe('Ids of the paragraphs the finding is about; empty for something missing.'),
      quote: z.string().optional().describe('Optional: text copied exactly from one of those paragraphs.'),
      suggestion: z.string().optional().describe('Optional: the change you suggest, as replacement wording or what to add or remove.'),
    }),
  ),
});

export const REVIEW_TOOL: TaskTool<z.infer<typeof reviewSchema>> = {
  name: 'report_review',
  description: 'Report the findings of a legal review of the document.',
  schema: reviewSchema,
};

const matrixCellSchema = z.object({
  found: z.boolean().describe('false when the document does not contain the answer.'),
  paragraphNumber: z.number().int().min(1).optional().describe('The [number] of the paragraph the answer comes from.'),
  quote: z.string().optional().describe('The sentence (or shortest span) that supports the answer, copied exactly from that paragraph.'),
  refineResult: z.string().describe(`The short answer for a table cell: a date, amount, duration, name, "Yes"/"No", or a phrase. "${NOT_FOUND}" when not found.`),
  reasoning: z.string().min(1).describe('One paragraph: where the answer is and why it answers the query.'),
});

export const MATRIX_CELL_TOOL: TaskTool<z.infer<typeof matrixCellSchema>> = {
  name: 'record_cell',
  description: 'Record the answer to the column query for this document.',
  schema: matrixCellSchema,
};

const translationSchema = z.object({
  translatedText: z.string(),
  detectedSourceLanguage: z.string().describe('The source language as a code such as "en", "de", "pt-BR".'),
});

export const TRANSLATE_TOOL: TaskTool<z.infer<typeof translationSchema>> = {
  name: 'give_translation',
  description: 'Give the translation of the text.',
  schema: translationSchema,
};

const segmentTranslationSchema = z.object({
  translations: z.array(z.string()).describe('The translation of each segment, in the order given, one string per segment.'),
});

export const SEGMENT_TRANSLATION_TOOL: TaskTool<z.infer<typeof segmentTranslationSchema>> = {
  name: 'give_segment_translations',
  description: 'Give the translation of every segment, in order.',
  schema: segmentTranslationSchema,
};

/** The tool's input as JSON Schema, for the APIs' tool definitions (Claude's input_schema, OpenAI's function parameters). */
export function toolParameters<T>(tool: TaskTool<T>) {
  const { $schema: _draft, ...inputSchema } = z.toJSONSchema(tool.schema) as Record<string, unknown>;
  return { ...inputSchema, type: 'object' as const };
}

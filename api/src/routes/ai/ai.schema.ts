/** The /api/ai/* request schemas, written once in shared/src/contracts/http/ai.ts (clients type their bodies from them). */
export {
  cacheDocumentFullSchema,
  cacheDocumentUpdateSchema,
  chatInWordSchema,
  reviewDocumentSchema,
  runInsertPromptSchema,
  runModifyPromptSchema,
  runPromptSchema,
  webSearchSchema,
} from '@arcline/shared';

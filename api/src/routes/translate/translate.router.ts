import { Router } from 'express';
import type { ContainerClient } from '@azure/storage-blob';
import type { Sequelize } from 'sequelize';
import { parseTranslateFile, parseTranslateText, parseTranslationUpload, type RuntimeConfig } from '@arcline/shared';
import type { TemporalHandle } from '../../temporal';
import { currentUser } from '../../middlewares/authenticate';
import { respond } from '../../respond';
import { authorizeTranslationUploads } from '../../policies/translationUploads';
import { parsedTranslationRequest as parsed } from '../../commands/translate/translationErrors';
import { translateText } from '../../commands/translate/textTranslation';
import { requestTranslationUpload } from '../../commands/translate/translationUploader';
import { requestFileTranslation } from '../../commands/translate/fileTranslation';
import { recentFileTranslations } from '../../commands/translate/recentTranslations';
import { glossariesRouter } from './glossaries.router';

/**
 * The calls of spec 02 §7 (README "Translate"); the work is in commands/translate. A translated text also carries the
 * number and term check: what the source's dates, amounts, percentages, clause numbers and defined terms lack in the
 * translation, and the reverse.
 */
export function translateRouter(deps: { sequelize: Sequelize; temporal: TemporalHandle; blobs: ContainerClient; config: RuntimeConfig }): Router {
  const router = Router();
  const temporal = deps.temporal.client;
  router.use(glossariesRouter(deps));

  router.post('/translate/text', async (req, res) => {
    const body = parsed(parseTranslateText(req.body));
    respond.action(res, await translateText({ ...deps, temporal, log: req.log }, currentUser(req), body));
  });

  router.post('/translate/request-upload', async (req, res) => {
    const body = parsed(parseTranslationUpload(req.body));
    respond.action(res, await requestTranslationUpload({ ...deps, temporal }, currentUser(req), body));
  });

  /** The user's recent file translations with their last state, for the tab after a reload (issue 30). */
  router.get('/translate/files', async (req, res) => {
    const { userId } = authorizeTranslationUploads(currentUser(req), 'list');
    respond.collection(res, await recentFileTranslations(deps.sequelize, userId));
  });

  /** Signals the upload's workflow with the languages; another user's or an unknown upload is a 404. */
  router.post('/translate/file', async (req, res) => {
    const body = parsed(parseTranslateFile(req.body));
    respond.action(res, await requestFileTranslation({ ...deps, temporal }, currentUser(req), body));
  });

  return router;
}

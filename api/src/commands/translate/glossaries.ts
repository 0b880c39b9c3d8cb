import type { Sequelize } from 'sequelize';
import type { TranslationGlossary } from '@arcline/shared';
import { listGlossaries, replaceGlossary, type AccountUser } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { authorizeGlossaries } from '../../policies/glossaries';

/** `GET /api/translate/glossaries`: the caller's company's glossaries (README "Translate"). */
export async function companyGlossaries(sequelize: Sequelize, user: AccountUser): Promise<TranslationGlossary[]> {
  const { companyId } = authorizeGlossaries(user, 'read');
  return listGlossaries(sequelizeSql(sequelize), companyId);
}

/**
 * `PUT /api/translate/glossary`: replaces one language pair's glossary of the caller's company (no entries deletes it);
 * super users only, a 404 for anyone else (policies/glossaries.ts).
 */
export async function replaceCompanyGlossary(sequelize: Sequelize, user: AccountUser, glossary: TranslationGlossary): Promise<TranslationGlossary> {
  const { companyId } = authorizeGlossaries(user, 'replace');
  await replaceGlossary(sequelizeSql(sequelize), companyId, glossary);
  return glossary;
}

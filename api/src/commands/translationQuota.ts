import { QueryTypes, type Sequelize } from 'sequelize';
import { TRANSLATION_ERROR_STATUS, TRANSLATION_MESSAGES, TRANSLATION_TEXT_ERROR_CODES, TRANSLATION_UPLOAD_ERROR_CODES } from '@arcline/shared';
import { AppError } from '../errors';

export type TranslationKind = 'text' | 'file';

/** Characters the company has translated this calendar month (UTC), as text or as files (table translation_usage). */
export async function charactersTranslatedThisMonth(sequelize: Sequelize, companyId: string, kind: TranslationKind): Promise<number> {
  const [row] = await sequelize.query<{ characters: string }>(
    `select coalesce(sum(characters), 0) as characters from translation_usage
      where company_id = :companyId and kind = :kind and created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
    { replacements: { companyId, kind }, type: QueryTypes.SELECT },
  );
  return Number(row?.characters ?? 0);
}

/** E003 of translate-text: the text would take the company past its monthly text quota (spec 02 §8). */
export async function assertTextQuota(sequelize: Sequelize, companyId: string, quotaCharacters: number, characters: number): Promise<void> {
  const charactersUsed = await charactersTranslatedThisMonth(sequelize, companyId, 'text');
  if (charactersUsed + characters <= quotaCharacters) return;
  throw new AppError(TRANSLATION_ERROR_STATUS.quotaExceeded, [TRANSLATION_MESSAGES.textQuotaExceeded(charactersUsed, quotaCharacters)], {
    code: TRANSLATION_TEXT_ERROR_CODES.quotaExceeded,
    charactersUsed,
    quotaCharacters,
  });
}

/**
 * E005 of request-upload: the company's file quota is used up (spec 02 §8). The size of a file in characters is only
 * known once it is read, so a file is accepted while any quota is left and its characters are counted after.
 */
export async function assertFileQuota(sequelize: Sequelize, companyId: string, quotaCharacters: number): Promise<void> {
  const charactersUsed = await charactersTranslatedThisMonth(sequelize, companyId, 'file');
  if (charactersUsed < quotaCharacters) return;
  throw new AppError(TRANSLATION_ERROR_STATUS.quotaExceeded, [TRANSLATION_MESSAGES.fileQuotaExceeded(charactersUsed, quotaCharacters)], {
    code: TRANSLATION_UPLOAD_ERROR_CODES.quotaExceeded,
    charactersUsed,
    quotaCharacters,
  });
}

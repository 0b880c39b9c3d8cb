import type { Sequelize } from 'sequelize';
import { charactersTranslatedThisMonth } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { TRANSLATION_ERROR_STATUS, TRANSLATION_MESSAGES, TRANSLATION_TEXT_ERROR_CODES, TRANSLATION_UPLOAD_ERROR_CODES } from '@arcline/shared';
import { AppError } from '../../errors';

/** E003 of translate-text: the text would take the company past its monthly text quota (spec 02 §8). */
export async function assertTextQuota(sequelize: Sequelize, companyId: string, quotaCharacters: number, characters: number): Promise<void> {
  const charactersUsed = await charactersTranslatedThisMonth(sequelizeSql(sequelize), companyId, 'text');
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
  const charactersUsed = await charactersTranslatedThisMonth(sequelizeSql(sequelize), companyId, 'file');
  if (charactersUsed < quotaCharacters) return;
  throw new AppError(TRANSLATION_ERROR_STATUS.quotaExceeded, [TRANSLATION_MESSAGES.fileQuotaExceeded(charactersUsed, quotaCharacters)], {
    code: TRANSLATION_UPLOAD_ERROR_CODES.quotaExceeded,
    charactersUsed,
    quotaCharacters,
  });
}

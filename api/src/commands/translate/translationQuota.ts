import type { Sequelize } from 'sequelize';
import { charactersTranslatedThisMonth } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { TRANSLATION_ERROR_STATUS, TRANSLATION_MESSAGES, TRANSLATION_TEXT_ERROR_CODES, TRANSLATION_UPLOAD_ERROR_CODES } from '@arcline/shared';
import { AppError } from '../../errors';
import { effectiveQuota, type QuotaDefaults } from '../admin/companyQuotas';

/**
 * E003 of translate-text: the text would take the company past its monthly text quota (spec 02 §8), the company's
 * own when an admin set one, else the default.
 */
export async function assertTextQuota(sequelize: Sequelize, companyId: string, defaults: QuotaDefaults, characters: number): Promise<void> {
  const quotaCharacters = await effectiveQuota(sequelize, companyId, 'text', defaults);
  const charactersUsed = await charactersTranslatedThisMonth(sequelizeSql(sequelize), companyId, 'text');
  if (charactersUsed + characters <= quotaCharacters) return;
  throw new AppError(TRANSLATION_ERROR_STATUS.quotaExceeded, [TRANSLATION_MESSAGES.textQuotaExceeded(charactersUsed, quotaCharacters)], {
    code: TRANSLATION_TEXT_ERROR_CODES.quotaExceeded,
    charactersUsed,
    quotaCharacters,
  });
}

/**
 * E005 of request-upload: the company's file quota is used up (spec 02 §8); answers the quota. The size of a file in
 * characters is only known once it is read, so a file is accepted here while any quota is left; the worker reserves
 * its characters against the quota before translating it and refuses it (E005 again) when they do not fit.
 */
export async function assertFileQuota(sequelize: Sequelize, companyId: string, defaults: QuotaDefaults): Promise<{ quotaCharacters: number }> {
  const quotaCharacters = await effectiveQuota(sequelize, companyId, 'file', defaults);
  const charactersUsed = await charactersTranslatedThisMonth(sequelizeSql(sequelize), companyId, 'file');
  if (charactersUsed < quotaCharacters) return { quotaCharacters };
  throw new AppError(TRANSLATION_ERROR_STATUS.quotaExceeded, [TRANSLATION_MESSAGES.fileQuotaExceeded(charactersUsed, quotaCharacters)], {
    code: TRANSLATION_UPLOAD_ERROR_CODES.quotaExceeded,
    charactersUsed,
    quotaCharacters,
  });
}

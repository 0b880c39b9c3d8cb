import type { Sequelize } from 'sequelize';
import type { AdminTemplateInput } from '@arcline/shared';
import { matrixTemplateStore, type Sql, type StoredMatrixTemplate } from '@arcline/shared/data';
import { NotFoundError } from '../../errors';
import { sequelizeSql } from '../../db/sequelizeSql';
import { recordAdminChange, type AdminActor } from '../admin/adminAudit';

/** A company's own templates come after the global ones in the Add Column dialog. */
const COMPANY_TEMPLATE_SORT_ORDER = 1000;

/** The templates a company's people may use: the global library and the company's own. */
export function listTemplates(sql: Sql, companyId: string): Promise<StoredMatrixTemplate[]> {
  return matrixTemplateStore.listVisibleTo(sql, companyId);
}

/** The template a column of this user may use, or null (another company's template is as unknown as a made-up id). */
export function findUsableTemplate(sql: Sql, userId: string, templateId: string): Promise<StoredMatrixTemplate | null> {
  return matrixTemplateStore.findUsableBy(sql, userId, templateId);
}

/** A template of the actor's company; a global template or another company's is a 404. */
export async function findCompanyTemplate(sql: Sql, actor: AdminActor, templateId: string): Promise<StoredMatrixTemplate> {
  const template = await matrixTemplateStore.findOfCompany(sql, actor.companyId, templateId);
  if (!template) throw new NotFoundError();
  return template;
}

/** A name the company already uses is refused by the unique index (409, api/src/db/constraintViolations.ts). */
export function createTemplate(sequelize: Sequelize, actor: AdminActor, input: AdminTemplateInput): Promise<StoredMatrixTemplate> {
  return sequelize.transaction(async (transaction) => {
    const { name, query, answerKind } = input;
    const template = await matrixTemplateStore.create(sequelizeSql(sequelize, transaction), { name, query, answerKind, companyId: actor.companyId, sortOrder: COMPANY_TEMPLATE_SORT_ORDER });
    await recordAdminChange(actor, { action: 'template.create', target: input.name, details: { ...input } }, transaction);
    return template;
  });
}

export function updateTemplate(sequelize: Sequelize, actor: AdminActor, template: StoredMatrixTemplate, input: AdminTemplateInput): Promise<StoredMatrixTemplate> {
  return sequelize.transaction(async (transaction) => {
    const { name, query, answerKind } = input;
    const updated = await matrixTemplateStore.update(sequelizeSql(sequelize, transaction), template.id, { name, query, answerKind });
    await recordAdminChange(actor, { action: 'template.update', target: input.name, details: { ...input } }, transaction);
    return updated ?? { ...template, name, query, answerKind };
  });
}

/**
 * Deletes a company template; one that matrix columns use is refused by the restricting foreign key (409 with
 * ADMIN_MESSAGES.templateInUse, api/src/db/constraintViolations.ts): those columns would lose their query.
 */
export async function deleteTemplate(sequelize: Sequelize, actor: AdminActor, templateId: string): Promise<void> {
  const template = await findCompanyTemplate(sequelizeSql(sequelize), actor, templateId);
  await sequelize.transaction(async (transaction) => {
    await matrixTemplateStore.delete(sequelizeSql(sequelize, transaction), template.id);
    await recordAdminChange(actor, { action: 'template.delete', target: template.name }, transaction);
  });
}

import { Op, type Sequelize, type Transaction } from 'sequelize';
import type { AdminTemplateInput } from '@arcline/shared';
import { User } from '../../models';
import { MatrixQuery } from '../../models/matrix';
import { NotFoundError } from '../../errors';
import { recordAdminChange, type AdminActor } from '../admin/adminAudit';

/** A company's own templates come after the global ones in the Add Column dialog. */
const COMPANY_TEMPLATE_SORT_ORDER = 1000;

/** The templates a company's people may use: the global library and the company's own. */
const visibleTo = (companyId: string) => ({ [Op.or]: [{ companyId: null }, { companyId }] });

export function listTemplates(companyId: string): Promise<MatrixQuery[]> {
  return MatrixQuery.findAll({ where: visibleTo(companyId), order: [['sortOrder', 'ASC'], ['name', 'ASC']] });
}

/** The template a column of this user may use, or null (another company's template is as unknown as a made-up id). */
export async function findUsableTemplate(userId: string, templateId: string, transaction?: Transaction): Promise<MatrixQuery | null> {
  const user = await User.findByPk(userId, { attributes: ['companyId'], transaction });
  if (!user) return null;
  return MatrixQuery.findOne({ where: { id: templateId, ...visibleTo(user.companyId) }, transaction });
}

/** A template of the actor's company; a global template or another company's is a 404. */
export async function findCompanyTemplate(actor: AdminActor, templateId: string): Promise<MatrixQuery> {
  const template = await MatrixQuery.findOne({ where: { id: templateId, companyId: actor.companyId } });
  if (!template) throw new NotFoundError();
  return template;
}

/** A name the company already uses is refused by the unique index (409, api/src/db/constraintViolations.ts). */
export function createTemplate(sequelize: Sequelize, actor: AdminActor, input: AdminTemplateInput): Promise<MatrixQuery> {
  return sequelize.transaction(async (transaction) => {
    const template = await MatrixQuery.create({ ...input, companyId: actor.companyId, sortOrder: COMPANY_TEMPLATE_SORT_ORDER }, { transaction });
    await recordAdminChange(actor, { action: 'template.create', target: input.name, details: { ...input } }, transaction);
    return template;
  });
}

export function updateTemplate(sequelize: Sequelize, actor: AdminActor, template: MatrixQuery, input: AdminTemplateInput): Promise<MatrixQuery> {
  return sequelize.transaction(async (transaction) => {
    await template.update(input, { transaction });
    await recordAdminChange(actor, { action: 'template.update', target: input.name, details: { ...input } }, transaction);
    return template;
  });
}

/**
 * Deletes a company template; one that matrix columns use is refused by the restricting foreign key (409 with
 * ADMIN_MESSAGES.templateInUse, api/src/db/constraintViolations.ts): those columns would lose their query.
 */
export async function deleteTemplate(sequelize: Sequelize, actor: AdminActor, templateId: string): Promise<void> {
  const template = await findCompanyTemplate(actor, templateId);
  await sequelize.transaction(async (transaction) => {
    await template.destroy({ transaction });
    await recordAdminChange(actor, { action: 'template.delete', target: template.name }, transaction);
  });
}

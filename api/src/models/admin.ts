import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { AdminAuditAction } from '@arcline/shared';

/**
 * The models of user_action_workflows and admin_audit_log serve the tests' checks only: the product writes and reads
 * both tables through shared/src/data (userActionWorkflows.ts, adminAuditLog.ts). CompanyQuota went with
 * companyQuotas.ts (issue 27).
 */

/** A workflow a tracked user action started (the X-T-User-Action id of the call that started it). */
export class UserActionWorkflow extends Model<InferAttributes<UserActionWorkflow>, InferCreationAttributes<UserActionWorkflow>> {
  declare id: CreationOptional<string>;
  declare companyId: string;
  declare userId: string;
  declare userActionId: string;
  declare workflowId: string;
  declare workflowType: string;
  declare createdAt: CreationOptional<Date>;
}

/** One admin change; the table refuses UPDATE, DELETE and TRUNCATE (trigger of migration 0080). */
export class AdminAuditEntryRow extends Model<InferAttributes<AdminAuditEntryRow>, InferCreationAttributes<AdminAuditEntryRow>> {
  declare id: CreationOptional<string>;
  declare companyId: string;
  declare actorUserId: string | null;
  declare actorEmail: string;
  declare action: AdminAuditAction;
  declare target: string;
  declare details: CreationOptional<Record<string, unknown>>;
  declare createdAt: CreationOptional<Date>;
}

export function initAdminModels(sequelize: Sequelize): void {
  UserActionWorkflow.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      companyId: { type: DataTypes.UUID, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: false },
      userActionId: { type: DataTypes.TEXT, allowNull: false },
      workflowId: { type: DataTypes.TEXT, allowNull: false },
      workflowType: { type: DataTypes.TEXT, allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'user_action_workflows', underscored: true, updatedAt: false },
  );
  AdminAuditEntryRow.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      companyId: { type: DataTypes.UUID, allowNull: false },
      actorUserId: DataTypes.UUID,
      actorEmail: { type: DataTypes.TEXT, allowNull: false },
      action: { type: DataTypes.TEXT, allowNull: false },
      target: { type: DataTypes.TEXT, allowNull: false },
      details: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      createdAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'admin_audit_log', underscored: true, updatedAt: false },
  );
}


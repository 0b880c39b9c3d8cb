import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/**
 * One tracked user action (table user_action_events, append-only). The product writes and reads it through
 * shared/src/data/userActionEvents.ts; this model serves the tests' checks only (issue 27).
 */
export class UserActionEventRow extends Model<InferAttributes<UserActionEventRow>, InferCreationAttributes<UserActionEventRow>> {
  declare id: CreationOptional<string>;
  declare companyId: string;
  declare userId: string;
  declare type: string;
  declare eventTime: Date;
  declare userActionId: string | null;
  declare elapsedMs: number | null;
  declare documentData: object | null;
  declare documentUpdateStatistics: object | null;
  declare receivedAt: CreationOptional<Date>;
}

export function initUsageModels(sequelize: Sequelize): void {
  UserActionEventRow.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      companyId: { type: DataTypes.UUID, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: false },
      type: { type: DataTypes.TEXT, allowNull: false },
      eventTime: { type: DataTypes.DATE, allowNull: false },
      userActionId: DataTypes.TEXT,
      elapsedMs: DataTypes.INTEGER,
      documentData: DataTypes.JSONB,
      documentUpdateStatistics: DataTypes.JSONB,
      receivedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'user_action_events', underscored: true, timestamps: false },
  );
}

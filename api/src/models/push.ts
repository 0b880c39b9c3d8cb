import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { PushPayload } from '@arcline/shared';

export class PushTopic extends Model<InferAttributes<PushTopic>, InferCreationAttributes<PushTopic>> {
  declare id: string;
  declare userId: string;
  declare kind: string;
  declare workflowId: CreationOptional<string | null>;
  declare endedAt: CreationOptional<Date | null>;
  /** When the API last asked Temporal about the topic's workflow (see closeTopicsOfEndedWorkflows). */
  declare workflowCheckedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class PushNotificationRow extends Model<InferAttributes<PushNotificationRow>, InferCreationAttributes<PushNotificationRow>> {
  declare id: string;
  declare topicId: string;
  declare payload: PushPayload;
  /** Insertion order: notifications written in one transaction share a timestamp. */
  declare seq: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
}

export function initPushModels(sequelize: Sequelize): void {
  PushTopic.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      workflowId: DataTypes.TEXT,
      endedAt: DataTypes.DATE,
      workflowCheckedAt: DataTypes.DATE,
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'push_topics', underscored: true },
  );
  PushNotificationRow.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      topicId: { type: DataTypes.UUID, allowNull: false },
      payload: { type: DataTypes.JSONB, allowNull: false },
      seq: { type: DataTypes.BIGINT, autoIncrement: true },
      createdAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'push_notifications', underscored: true, updatedAt: false },
  );
}

import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { ServerAttachmentStatus } from '@arcline/shared';

export class Attachment extends Model<InferAttributes<Attachment>, InferCreationAttributes<Attachment>> {
  declare id: string;
  declare userId: string;
  declare name: string;
  declare size: number;
  declare mimeType: string;
  declare md5: string;
  declare blobName: string;
  declare status: ServerAttachmentStatus;
  declare error: CreationOptional<string | null>;
  declare paragraphCount: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initAttachmentModels(sequelize: Sequelize): void {
  Attachment.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      size: { type: DataTypes.BIGINT, allowNull: false, get() { return Number(this.getDataValue('size')); } },
      mimeType: { type: DataTypes.TEXT, allowNull: false },
      md5: { type: DataTypes.TEXT, allowNull: false },
      blobName: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false },
      error: DataTypes.TEXT,
      paragraphCount: DataTypes.INTEGER,
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'attachments', underscored: true },
  );
}

import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A file translation a user asked to upload; its translate-file/{id} workflow owns the blobs under blobPrefix. */
export class TranslationUpload extends Model<InferAttributes<TranslationUpload>, InferCreationAttributes<TranslationUpload>> {
  declare id: string;
  declare userId: string;
  declare companyId: string;
  declare name: string;
  declare size: number;
  declare blobPrefix: string;
  declare pushTopicId: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initTranslationModels(sequelize: Sequelize): void {
  TranslationUpload.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      companyId: { type: DataTypes.UUID, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      size: { type: DataTypes.BIGINT, allowNull: false, get() { return Number(this.getDataValue('size')); } },
      blobPrefix: { type: DataTypes.TEXT, allowNull: false },
      pushTopicId: { type: DataTypes.UUID, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'translation_uploads', underscored: true },
  );
}

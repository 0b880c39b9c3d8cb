import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { MatrixAnswerKind, MatrixElementStatus, MatrixPlaybookTopicRef, MatrixQueryType, MatrixTypedValue } from '@arcline/shared';

export class MatrixQuery extends Model<InferAttributes<MatrixQuery>, InferCreationAttributes<MatrixQuery>> {
  declare id: CreationOptional<string>;
  declare name: string;
  declare query: string;
  declare sortOrder: number;
  /** Null: a global template every company sees; else the company's own. */
  declare companyId: CreationOptional<string | null>;
  declare answerKind: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class Matrix extends Model<InferAttributes<Matrix>, InferCreationAttributes<Matrix>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare name: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class MatrixDocument extends Model<InferAttributes<MatrixDocument>, InferCreationAttributes<MatrixDocument>> {
  declare id: CreationOptional<string>;
  declare matrixId: string;
  declare attachmentId: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class MatrixColumnRow extends Model<InferAttributes<MatrixColumnRow>, InferCreationAttributes<MatrixColumnRow>> {
  declare id: CreationOptional<string>;
  declare matrixId: string;
  declare name: string;
  declare queryType: MatrixQueryType;
  declare matrixQueryId: CreationOptional<string | null>;
  declare customQuery: CreationOptional<string | null>;
  declare answerKind: CreationOptional<MatrixAnswerKind>;
  declare answerOptions: CreationOptional<string[] | null>;
  declare playbookTopic: CreationOptional<MatrixPlaybookTopicRef | null>;
  declare sortOrder: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class MatrixElement extends Model<InferAttributes<MatrixElement>, InferCreationAttributes<MatrixElement>> {
  declare id: CreationOptional<string>;
  declare matrixId: string;
  declare documentId: string;
  declare columnId: string;
  declare status: MatrixElementStatus;
  declare generation: CreationOptional<string>;
  declare result: CreationOptional<string | null>;
  declare refineResult: CreationOptional<string | null>;
  declare referenceResult: CreationOptional<string | null>;
  declare typedValue: CreationOptional<MatrixTypedValue>;
  declare error: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Fresh objects per attribute: Sequelize writes the column name into the definition it is given. */
const uuid = () => ({ type: DataTypes.UUID, allowNull: false });
const timestamps = () => ({ createdAt: DataTypes.DATE, updatedAt: DataTypes.DATE });

export function initMatrixModels(sequelize: Sequelize): void {
  const options = (tableName: string) => ({ sequelize, tableName, underscored: true });
  MatrixQuery.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      name: { type: DataTypes.TEXT, allowNull: false },
      query: { type: DataTypes.TEXT, allowNull: false },
      sortOrder: { type: DataTypes.INTEGER, allowNull: false },
      companyId: DataTypes.UUID,
      answerKind: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'text' },
      ...timestamps(),
    },
    options('matrix_queries'),
  );
  Matrix.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      userId: uuid(),
      name: { type: DataTypes.TEXT, allowNull: false },
      ...timestamps(),
    },
    options('matrices'),
  );
  MatrixDocument.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      matrixId: uuid(),
      attachmentId: uuid(),
      ...timestamps(),
    },
    options('matrix_documents'),
  );
  MatrixColumnRow.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      matrixId: uuid(),
      name: { type: DataTypes.TEXT, allowNull: false },
      queryType: { type: DataTypes.TEXT, allowNull: false },
      matrixQueryId: DataTypes.UUID,
      customQuery: DataTypes.TEXT,
      answerKind: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'text' },
      answerOptions: DataTypes.JSONB,
      playbookTopic: DataTypes.JSONB,
      sortOrder: { type: DataTypes.INTEGER, allowNull: false },
      ...timestamps(),
    },
    options('matrix_columns'),
  );
  MatrixElement.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      matrixId: uuid(),
      documentId: uuid(),
      columnId: uuid(),
      status: { type: DataTypes.TEXT, allowNull: false },
      generation: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, allowNull: false },
      result: DataTypes.TEXT,
      refineResult: DataTypes.TEXT,
      referenceResult: DataTypes.TEXT,
      typedValue: DataTypes.JSONB,
      error: DataTypes.TEXT,
      ...timestamps(),
    },
    options('matrix_elements'),
  );
}

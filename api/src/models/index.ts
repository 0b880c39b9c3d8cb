import { initUsageModels } from './usage';
import { initAdminModels } from './admin';
import { bindApiDatabase, followApiDatabase } from '../db/apiDatabase';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/**
 * The accounts models serve the tests only (their factories and checks): the product, the demo seed included, reads and
 * writes these tables through shared/src/data (users.ts, userIdentities.ts, sessions.ts, accountCodes.ts,
 * allowedEmailDomains.ts, invitationCodes.ts, companies.ts; issue 27). The matrix and attachment models are gone:
 * their tables belong to shared/src/data (matrices.ts, matrixColumns.ts, matrixDocuments.ts, matrixElements.ts,
 * matrixTemplates.ts, attachments.ts).
 */

export class Company extends Model<InferAttributes<Company>, InferCreationAttributes<Company>> {
  declare id: CreationOptional<string>;
  declare name: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class AllowedEmailDomain extends Model<InferAttributes<AllowedEmailDomain>, InferCreationAttributes<AllowedEmailDomain>> {
  declare id: CreationOptional<string>;
  declare companyId: string;
  declare domain: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class InvitationCode extends Model<InferAttributes<InvitationCode>, InferCreationAttributes<InvitationCode>> {
  declare id: CreationOptional<string>;
  declare companyId: string;
  declare code: string;
  declare reusable: CreationOptional<boolean>;
  declare useCount: CreationOptional<number>;
  declare expiresAt: CreationOptional<Date | null>;
  /** Null: single use unless reusable, then unlimited. */
  declare maxUses: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<string>;
  declare companyId: string;
  declare email: string;
  declare username: string;
  declare fullName: CreationOptional<string | null>;
  declare displayName: string;
  declare passwordHash: CreationOptional<string | null>;
  declare emailVerifiedAt: CreationOptional<Date | null>;
  declare isSuperUser: CreationOptional<boolean>;
  declare isAdmin: CreationOptional<boolean>;
  declare deactivatedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare company?: Company;
}

export class UserIdentity extends Model<InferAttributes<UserIdentity>, InferCreationAttributes<UserIdentity>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare provider: string;
  declare subject: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

import type { AccountCodePurpose } from '@arcline/shared/data';
export type { AccountCodePurpose } from '@arcline/shared/data';

export class AccountCode extends Model<InferAttributes<AccountCode>, InferCreationAttributes<AccountCode>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare purpose: AccountCodePurpose;
  declare codeHash: string;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare expiresAt: Date;
  declare revokedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

const id = { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true };
const timestamps = { createdAt: DataTypes.DATE, updatedAt: DataTypes.DATE };

export { UserActionEventRow } from './usage';
export { AdminAuditEntryRow, UserActionWorkflow } from './admin';

/**
 * Binds apiSql, and with it every model, to a Sequelize instance (for tests that switch between APIs); tables come
 * from the migrations, never from sync().
 */
export function initModels(sequelize: Sequelize): void {
  bindApiDatabase(sequelize);
}

/** The models follow the API's connection: bound when the API binds it (startApi), without the API importing them. */
followApiDatabase(bindModels);

function bindModels(sequelize: Sequelize): void {
  initUsageModels(sequelize);
  initAdminModels(sequelize);
  const options = (tableName: string) => ({ sequelize, tableName, underscored: true });
  Company.init({ id, name: { type: DataTypes.TEXT, allowNull: false }, ...timestamps }, options('companies'));
  AllowedEmailDomain.init(
    { id, companyId: { type: DataTypes.UUID, allowNull: false }, domain: { type: DataTypes.TEXT, allowNull: false }, ...timestamps },
    options('allowed_email_domains'),
  );
  InvitationCode.init(
    {
      id,
      companyId: { type: DataTypes.UUID, allowNull: false },
      code: { type: DataTypes.TEXT, allowNull: false },
      reusable: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      useCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      expiresAt: DataTypes.DATE,
      maxUses: DataTypes.INTEGER,
      ...timestamps,
    },
    options('invitation_codes'),
  );
  User.init(
    {
      id,
      companyId: { type: DataTypes.UUID, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      username: { type: DataTypes.TEXT, allowNull: false },
      fullName: DataTypes.TEXT,
      displayName: { type: DataTypes.TEXT, allowNull: false },
      passwordHash: DataTypes.TEXT,
      emailVerifiedAt: DataTypes.DATE,
      isSuperUser: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      isAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      deactivatedAt: DataTypes.DATE,
      ...timestamps,
    },
    options('users'),
  );
  UserIdentity.init(
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: false },
      provider: { type: DataTypes.TEXT, allowNull: false },
      subject: { type: DataTypes.TEXT, allowNull: false },
      ...timestamps,
    },
    options('user_identities'),
  );
  AccountCode.init(
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: false },
      purpose: { type: DataTypes.TEXT, allowNull: false },
      codeHash: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: DataTypes.DATE,
      ...timestamps,
    },
    options('account_codes'),
  );
  Session.init(
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      revokedAt: DataTypes.DATE,
      ...timestamps,
    },
    options('sessions'),
  );
  User.belongsTo(Company, { as: 'company', foreignKey: 'companyId' });
  Company.hasMany(User, { foreignKey: 'companyId' });
  AllowedEmailDomain.belongsTo(Company, { as: 'company', foreignKey: 'companyId' });
  InvitationCode.belongsTo(Company, { as: 'company', foreignKey: 'companyId' });
}

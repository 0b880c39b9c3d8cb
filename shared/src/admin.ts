import { z } from 'zod';
import { USER_ACTION_TYPES } from './chat';

/** The admin console of each company (README "Administration"): limits, messages, texts and the API's shapes. */
export const ADMIN_LIMITS = {
  /** People listed per page of the console. */
  peoplePageSize: 200,
  invitationMaxDays: 365,
  invitationMaxUses: 1000,
  invitationDefaultDays: 14,
  invitationDefaultUses: 1,
  /** Random bytes of a generated invitation code (base64url). */
  invitationCodeBytes: 9,
  domainMaxLength: 253,
  templateNameMaxLength: 100,
  templateQueryMaxLength: 4000,
  quotaMaxChars: 1_000_000_000_000,
  /** Days of daily usage charts; months of monthly ones. */
  usageDays: 30,
  usageMonths: 12,
  recentActions: 50,
  auditEntries: 200,
  /** A user action id sent in X-T-User-Action; longer or odd ones are ignored, not stored. */
  userActionIdMaxLength: 100,
} as const;

export const USER_ACTION_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The kinds of answer a matrix template asks for (its extraction's short value). */
export const TEMPLATE_ANSWER_KINDS = ['text', 'date', 'amount', 'party', 'duration', 'yes-no'] as const;
export type TemplateAnswerKind = (typeof TEMPLATE_ANSWER_KINDS)[number];

export const ADMIN_MESSAGES = {
  notAdmin: 'Only administrators of your company can do this.',
  cannotDeactivateSelf: 'You cannot deactivate yourself.',
  cannotRevokeOwnAdmin: 'You cannot revoke your own administrator rights.',
  superUserGrantedBySuperUsers: 'Only a super user of your company can grant or revoke super-user rights.',
  cannotChangeOwnSuperUser: 'You cannot change your own super-user rights.',
  rolesRequired: 'Give isAdmin or isSuperUser.',
  invalidDomain: 'Enter a domain such as example.com.',
  domainTaken: 'This domain is already allowed for a company.',
  invalidDays: `Days must be a whole number from 1 to ${ADMIN_LIMITS.invitationMaxDays}.`,
  invalidUses: `Uses must be a whole number from 1 to ${ADMIN_LIMITS.invitationMaxUses}.`,
  invalidQuota: 'A quota is a whole number of characters, or empty for the default.',
  templateNameRequired: `A template needs a name of at most ${ADMIN_LIMITS.templateNameMaxLength} characters.`,
  templateQueryRequired: `A template needs a question of at most ${ADMIN_LIMITS.templateQueryMaxLength} characters.`,
  templateKindInvalid: `The kind of answer is one of ${TEMPLATE_ANSWER_KINDS.join(', ')}.`,
  templateNameTaken: 'A template of this name already exists.',
  templateInUse: 'This template is used by matrix columns; change those columns first.',
  invalidSearch: 'The search is at most 100 characters.',
} as const;

/** What the audit log records (admin_audit_log.action). */
export const ADMIN_AUDIT_ACTIONS = [
  'invitation.create',
  'invitation.revoke',
  'user.deactivate',
  'user.reactivate',
  'user.roles',
  'domain.add',
  'domain.remove',
  'quota.update',
  'template.create',
  'template.update',
  'template.delete',
  'settings.update',
  'playbook.create',
  'playbook.update',
  'playbook.delete',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ message }).int({ message }).min(min, { message }).max(max, { message });

export const adminSearchSchema = z.object({ search: z.string().max(100, { message: ADMIN_MESSAGES.invalidSearch }).optional() });

export const adminRolesSchema = z
  .object({ isAdmin: z.boolean().optional(), isSuperUser: z.boolean().optional() })
  .refine((roles) => roles.isAdmin !== undefined || roles.isSuperUser !== undefined, { message: ADMIN_MESSAGES.rolesRequired });
export type AdminRolesInput = z.infer<typeof adminRolesSchema>;

export const adminInvitationSchema = z.object({
  days: wholeNumber(ADMIN_MESSAGES.invalidDays, 1, ADMIN_LIMITS.invitationMaxDays),
  uses: wholeNumber(ADMIN_MESSAGES.invalidUses, 1, ADMIN_LIMITS.invitationMaxUses),
});
export type AdminInvitationInput = z.infer<typeof adminInvitationSchema>;

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const adminDomainSchema = z.object({
  domain: z
    .string({ message: ADMIN_MESSAGES.invalidDomain })
    .trim()
    .toLowerCase()
    .regex(DOMAIN_PATTERN, { message: ADMIN_MESSAGES.invalidDomain }),
});

const quota = wholeNumber(ADMIN_MESSAGES.invalidQuota, 0, ADMIN_LIMITS.quotaMaxChars).nullable();
export const adminQuotasSchema = z.object({ textQuotaChars: quota, fileQuotaChars: quota });
export type AdminQuotasInput = z.infer<typeof adminQuotasSchema>;

export const adminTemplateSchema = z.object({
  name: z.string({ message: ADMIN_MESSAGES.templateNameRequired }).trim().min(1, { message: ADMIN_MESSAGES.templateNameRequired }).max(ADMIN_LIMITS.templateNameMaxLength, { message: ADMIN_MESSAGES.templateNameRequired }),
  query: z.string({ message: ADMIN_MESSAGES.templateQueryRequired }).trim().min(1, { message: ADMIN_MESSAGES.templateQueryRequired }).max(ADMIN_LIMITS.templateQueryMaxLength, { message: ADMIN_MESSAGES.templateQueryRequired }),
  answerKind: z.enum(TEMPLATE_ANSWER_KINDS, { message: ADMIN_MESSAGES.templateKindInvalid }),
});
export type AdminTemplateInput = z.infer<typeof adminTemplateSchema>;

/** A user action id worth storing: the X-T-User-Action header's value, or null when it is missing or malformed. */
export function acceptedUserActionId(value: string | undefined): string | null {
  if (!value || value.length > ADMIN_LIMITS.userActionIdMaxLength || !USER_ACTION_ID_PATTERN.test(value)) return null;
  return value;
}

export interface AdminPerson {
  id: string;
  email: string;
  username: string;
  displayName: string;
  fullName: string | null;
  isAdmin: boolean;
  isSuperUser: boolean;
  emailVerified: boolean;
  deactivatedAt: string | null;
  createdAt: string;
  /** Time of the person's last tracked user action. */
  lastActiveAt: string | null;
  /** False when the person's e-mail domain is no longer on the company's allow list: blocked from signing in. */
  domainAllowed: boolean;
}

export interface AdminInvitation {
  id: string;
  code: string;
  useCount: number;
  /** Null: unlimited (a reusable code without a limit). */
  maxUses: number | null;
  expiresAt: string | null;
  usable: boolean;
  createdAt: string;
}

export interface AdminDomain {
  id: string;
  domain: string;
  createdAt: string;
}

export interface AdminQuotaUsage {
  /** The company's own quota, or null when the default applies. */
  quotaChars: number | null;
  defaultQuotaChars: number;
  effectiveQuotaChars: number;
  usedThisMonthChars: number;
}

export interface AdminQuotas {
  text: AdminQuotaUsage;
  file: AdminQuotaUsage;
}

export interface AdminTemplate {
  id: string;
  name: string;
  query: string;
  answerKind: TemplateAnswerKind;
  /** Global templates are shared by every company and read-only here. */
  scope: 'global' | 'company';
}

export interface AdminWorkflowLink {
  workflowId: string;
  workflowType: string;
  url: string;
}

export interface AdminUserAction {
  userActionId: string | null;
  type: string;
  eventTime: string;
  userEmail: string;
  workflows: AdminWorkflowLink[];
  /** The Temporal UI filtered on every workflow this user action started. */
  temporalUiUrl: string | null;
}

export interface AdminUsage {
  days: { day: string; counts: Record<string, number>; activeUsers: number }[];
  months: { month: string; prompts: number; matrixCells: number; textCharacters: number; fileCharacters: number }[];
  actionTypes: readonly string[];
}

export interface AdminAuditEntry {
  id: string;
  actorEmail: string;
  action: AdminAuditAction;
  target: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** The user action types counted as prompts in the usage charts. */
export const PROMPT_ACTION_TYPES: readonly (typeof USER_ACTION_TYPES)[number][] = [
  'prompt-execute',
  'web-search-prompt-execute',
  'translate-text-prompt-execute',
];


import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * People with an e-mail login: families and bookshop owners. One login for the whole
 * platform; what they do in a shop is tied to that shop through tenant_memberships.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique regardless of case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    province: text('province').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the platform operator: the account cannot sign in and its sessions are ended. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export type User = typeof users.$inferSelect;

export type MembershipRole = 'owner' | 'staff' | 'customer';

/**
 * Which shops a person belongs to: as the owner of a bookshop, as staff the owner invited
 * (both run the shop's back office), or as a customer of it.
 */
export const tenantMemberships = pgTable(
  'tenant_memberships',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MembershipRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.role] }), index('tenant_memberships_user').on(t.userId)],
);

/** Platform administrators: a separate login with a username. */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admins_username_key').on(sql`lower(${t.username})`)],
);

export type Admin = typeof admins.$inferSelect;

/**
 * Signed-in browsers (and admin tokens). The id is the SHA-256 of the random value the
 * client holds, so a leaked table does not hand out sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('sessions_user').on(t.userId),
    index('sessions_admin').on(t.adminId),
    index('sessions_expires').on(t.expiresAt),
    check('sessions_one_owner', sql`(${t.userId} IS NULL) <> (${t.adminId} IS NULL)`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;

export type AccountTokenPurpose = 'password_reset' | 'email_change';

/** Single-use links sent by e-mail (password reset, e-mail change); stored hashed. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** For an e-mail change: the new address. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user').on(t.userId), index('account_tokens_expires').on(t.expiresAt)],
);

export type ThrottleScope = 'account' | 'ip' | 'admin' | 'reauth';

/** Recent login attempts per account and per client IP (only the last ones are kept). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').$type<ThrottleScope>().notNull(),
    key: text('key').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_key').on(t.scope, t.key, t.createdAt)],
);

/** Accounts (or IPs) locked after too many failures, until locked_until. */
export const loginLockouts = pgTable(
  'login_lockouts',
  {
    scope: text('scope').$type<ThrottleScope>().notNull(),
    key: text('key').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('login_lockouts_until').on(t.lockedUntil)],
);

/**
 * Invitations to join a shop's staff, sent by e-mail with a link that expires. Accepted by
 * the person signed in (or registered) with the invited address; the link is stored hashed.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull(),
    role: text('role').$type<'staff'>().notNull().default('staff'),
    tokenHash: text('token_hash').notNull(),
    /** Who invited: "user:<id>" or "admin:<id>". */
    invitedBy: text('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    index('staff_invitations_tenant').on(t.tenantId, t.createdAt),
  ],
);

export type StaffInvitation = typeof staffInvitations.$inferSelect;

/**
 * A second factor (TOTP, RFC 6238) of a back-office account (decision 0028). The secret is
 * stored encrypted (AES-256-GCM, key from TOTP_ENCRYPTION_KEY); recovery codes as keyed
 * hashes, removed when used. `lastStep` refuses a code used twice in its 30 seconds.
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    secretEnc: text('secret_enc').notNull(),
    /** Null while enrolment waits for the first code. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
    recoveryHashes: jsonb('recovery_hashes').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('second_factors_admin').on(t.adminId),
    uniqueIndex('second_factors_user').on(t.userId),
    check('second_factors_one_owner', sql`(${t.userId} IS NULL) <> (${t.adminId} IS NULL)`),
  ],
);

export type SecondFactor = typeof secondFactors.$inferSelect;

/** A password accepted, the code still to come: the sign-in's second step (stored hashed, minutes). */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_expires').on(t.expiresAt)],
);

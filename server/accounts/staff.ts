import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { renderMail } from '../mail/templates.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { Tenant } from '../tenants/schema.ts';
import { type StaffInvitation, staffInvitations, tenantMemberships, users } from './schema.ts';
import { hashToken, randomToken } from './tokens.ts';

/** An invitation link works for a week. */
export const INVITATION_MS = 7 * 24 * 60 * 60_000;
export const INVITATION_INVALID = 'L’invito non è valido o è scaduto: chiedi alla libreria di mandarne uno nuovo';

export type StaffMember = {
  userId: string;
  email: string;
  name: string;
  role: 'owner' | 'staff';
  since: string;
};

export type InvitationView = {
  id: string;
  email: string;
  role: 'staff';
  expiresAt: string;
  createdAt: string;
};

function invitationView(row: StaffInvitation): InvitationView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The people who run a shop and the invitations still waiting for an answer. */
export async function listStaff(db: Db, tenantId: string, now = new Date()) {
  const members = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.displayName,
      role: tenantMemberships.role,
      since: tenantMemberships.createdAt,
    })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.userId))
    .where(and(eq(tenantMemberships.tenantId, tenantId), inArray(tenantMemberships.role, ['owner', 'staff'])))
    .orderBy(asc(tenantMemberships.role), asc(users.email));
  const pending = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tenantId, tenantId),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(staffInvitations.createdAt));
  const staff: StaffMember[] = members.map((m) => ({
    userId: m.userId,
    email: m.email,
    name: m.name,
    role: m.role as 'owner' | 'staff',
    since: m.since.toISOString(),
  }));
  return { staff, invitations: pending.map(invitationView) };
}

/**
 * Invites a person to the shop's staff: an e-mail with a link valid for a week (a new
 * invitation to the same address replaces the one still pending). Refused for someone who
 * already runs the shop.
 */
export async function inviteStaff(
  db: Db,
  input: { tenant: Tenant; email: string; invitedBy: string; inviterName: string; origin: string },
): Promise<InvitationView> {
  const email = input.email.trim().toLowerCase();
  const [already] = await db
    .select({ role: tenantMemberships.role })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.userId))
    .where(
      and(
        eq(tenantMemberships.tenantId, input.tenant.id),
        inArray(tenantMemberships.role, ['owner', 'staff']),
        sql`lower(${users.email}) = ${email}`,
      ),
    )
    .limit(1);
  if (already) {
    throw new AppError('CONFLICT', 'Questa persona fa già parte dello staff della libreria', {
      fields: { email: 'Fa già parte dello staff' },
    });
  }
  const token = randomToken();
  const now = new Date();
  const url = `${input.origin}/admin/invito?token=${encodeURIComponent(token)}`;
  const row = await db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffInvitations.tenantId, input.tenant.id),
          eq(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      );
    const [created] = await tx
      .insert(staffInvitations)
      .values({
        tenantId: input.tenant.id,
        email,
        tokenHash: hashToken(token),
        invitedBy: input.invitedBy,
        expiresAt: new Date(now.getTime() + INVITATION_MS),
        createdAt: now,
      })
      .returning();
    await enqueueMail(tx, {
      dedupeKey: `staff-invitation:${created!.id}`,
      to: email,
      ...staffInvitationMail({ shopName: input.tenant.name, inviterName: input.inviterName, url }),
    });
    return created!;
  });
  return invitationView(row);
}

export function staffInvitationMail(input: { shopName: string; inviterName: string; url: string }) {
  return {
    subject: `Invito nello staff di ${input.shopName}`,
    ...renderMail({
      shopName: input.shopName,
      greeting: 'Ciao,',
      paragraphs: [
        `${input.inviterName} ti invita a far parte dello staff di ${input.shopName}: potrai gestire ordini, libri e clienti della libreria.`,
        'Apri il link, poi accedi o registrati con questo indirizzo e-mail. Il link vale 7 giorni.',
      ],
      action: { label: 'Accetta l’invito', url: input.url },
      footer: 'Se non ti aspettavi questo invito, ignora questa e-mail.',
    }),
  };
}

async function pendingInvitation(db: Db, token: string, now: Date): Promise<StaffInvitation | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** What the invitation page shows before the person signs in. */
export async function describeInvitation(db: Db, token: string, now = new Date()) {
  const row = await pendingInvitation(db, token, now);
  if (!row) throw new AppError('RULE_BROKEN', INVITATION_INVALID, { status: 404 });
  return { email: row.email, tenantId: row.tenantId, expiresAt: row.expiresAt.toISOString() };
}

/**
 * The signed-in person accepts: they must be signed in with the invited address. The link
 * works once (of two clicks at once only one gets the row).
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; userId: string; email: string },
  now = new Date(),
): Promise<{ tenantId: string }> {
  const row = await pendingInvitation(db, input.token, now);
  if (!row) throw new AppError('RULE_BROKEN', INVITATION_INVALID, { status: 404 });
  if (row.email !== input.email.trim().toLowerCase()) {
    throw new AppError('FORBIDDEN', `L’invito è per ${row.email}: accedi con quell’indirizzo`);
  }
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now, acceptedBy: input.userId })
      .where(and(eq(staffInvitations.id, row.id), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id });
    if (!taken) throw new AppError('RULE_BROKEN', INVITATION_INVALID, { status: 404 });
    await tx
      .insert(tenantMemberships)
      .values({ tenantId: row.tenantId, userId: input.userId, role: 'staff' })
      .onConflictDoNothing();
    return { tenantId: row.tenantId };
  });
}

/** Takes a person off the shop's staff (the owner stays: a shop always has its owner). */
export async function removeStaff(db: Db, tenantId: string, userId: string): Promise<{ email: string }> {
  const removed = await db
    .delete(tenantMemberships)
    .where(
      and(
        eq(tenantMemberships.tenantId, tenantId),
        eq(tenantMemberships.userId, userId),
        eq(tenantMemberships.role, 'staff'),
      ),
    )
    .returning({ userId: tenantMemberships.userId });
  if (!removed.length) throw notFound('Questa persona non fa parte dello staff');
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { email: user?.email ?? '' };
}

import { and, eq } from 'drizzle-orm';
import { tenantMemberships, users } from '../accounts/schema.ts';
import type { Db } from '../db/connection.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { renderMail } from '../mail/templates.ts';
import type { Tenant } from './schema.ts';

type Writer = Pick<Db, 'select' | 'insert'>;

/**
 * An e-mail from the platform to every owner of a bookshop (opened, suspended, a renewal
 * that failed...), queued in the caller's transaction. `key` makes a repeated call one mail.
 */
export async function mailShopOwners(
  tx: Writer,
  tenant: Pick<Tenant, 'id'>,
  message: { key: string; subject: string; paragraphs: string[]; action: { label: string; url: string } },
): Promise<void> {
  const owners = await tx
    .select({ email: users.email, name: users.displayName })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.userId))
    .where(and(eq(tenantMemberships.tenantId, tenant.id), eq(tenantMemberships.role, 'owner')));
  for (const owner of owners) {
    await enqueueMail(tx, {
      dedupeKey: `${message.key}:${owner.email}`,
      to: owner.email,
      subject: message.subject,
      ...renderMail({
        shopName: 'Cartella',
        greeting: `Ciao ${owner.name},`,
        paragraphs: message.paragraphs,
        action: message.action,
        footer: 'Ricevi questa e-mail perché sei titolare del negozio.',
      }),
    });
  }
}

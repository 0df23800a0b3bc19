import { z } from 'zod';
import { named, okBody } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { invitationAcceptBody, staffInviteBody } from './staff-api.ts';

const tag = 'Back office';

/** A shop the signed-in person may run (server/accounts/backoffice.ts `BackOfficeShop`) and its address. */
const backOfficeShopSchema = named(
  'BackOfficeShop',
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    customDomain: z.string().nullable(),
    isDefault: z.boolean(),
    status: z.string(),
    role: z.enum(['operator', 'owner', 'staff']),
    address: z.string(),
  }),
);
const invitationSchema = named(
  'StaffInvitation',
  z.object({
    id: z.string(),
    email: z.string(),
    role: z.literal('staff'),
    expiresAt: z.string(),
    createdAt: z.string(),
  }),
);

/** Who runs a shop: shop list, staff and invitations (API.md "Back office"). */
export const staffOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/shops',
    summary: 'Le librerie che la persona collegata può gestire (per il cambio libreria): tutte per il gestore',
    tag,
    access: 'backoffice',
    response: z.object({ shops: z.array(backOfficeShopSchema) }),
    errors: { 401: 'Accesso richiesto' },
  },
  {
    method: 'get',
    path: '/admin/staff',
    summary: 'Titolare e staff della libreria, con gli inviti in attesa',
    tag,
    access: 'backoffice',
    response: z.object({
      staff: z.array(
        z.object({
          userId: z.string(),
          email: z.string(),
          name: z.string(),
          role: z.enum(['owner', 'staff']),
          since: z.string(),
        }),
      ),
      invitations: z.array(invitationSchema),
    }),
    errors: { 401: 'Accesso richiesto', 403: 'Riservata a titolare e gestore' },
  },
  {
    method: 'post',
    path: '/admin/staff',
    summary: 'Invita una persona nello staff: e-mail con un link valido 7 giorni',
    tag,
    access: 'backoffice',
    response: z.object({ invitation: invitationSchema }),
    body: staffInviteBody,
    status: 201,
    errors: {
      401: 'Accesso richiesto',
      403: 'Riservata a titolare e gestore',
      409: 'Fa già parte dello staff',
      429: 'Troppi inviti: riprova più tardi',
    },
  },
  {
    method: 'delete',
    path: '/admin/staff/:userId',
    summary: 'Toglie una persona dallo staff (il titolare resta)',
    tag,
    access: 'backoffice',
    response: okBody,
    errors: { 401: 'Accesso richiesto', 403: 'Riservata a titolare e gestore', 404: 'Non fa parte dello staff' },
  },
  {
    method: 'post',
    path: '/staff-invitations/accept',
    summary: 'Accetta un invito nello staff, collegati con l’indirizzo invitato',
    tag,
    access: 'customer',
    response: z.object({ shop: backOfficeShopSchema.nullable() }),
    body: invitationAcceptBody,
    errors: { 403: 'L’invito è per un altro indirizzo', 404: 'Invito non valido o scaduto', 429: 'Troppe richieste' },
  },
];

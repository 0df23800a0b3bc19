import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { brandColorField } from '#common/tenants/profile.ts';
import type { BackOfficeActor } from '#server/accounts/backoffice.ts';
import { formErrorsOf, securityEvent } from '#server/accounts/pages.ts';
import type { RequestVars } from '#server/context.ts';
import { parseInput } from '#server/shared/validation.ts';
import { fileStore } from '#server/storage/file-store.ts';
import { removeLogo, setLogo } from '#server/tenants/logo.ts';
import { setBrandColor } from '#server/tenants/profile.ts';
import { tenants } from '#server/tenants/schema.ts';

// The logo and colour forms of /admin/negozio (issue 14). The logo arrives as a multipart
// upload (the body limit of server/http/app.ts lets this page take 1 MB); its type is known
// from its bytes only (server/tenants/logo.ts).

export const BRANDING_INTENTS = ['logo', 'logo-remove', 'colore'] as const;
export type BrandingIntent = (typeof BRANDING_INTENTS)[number];

export type BrandingAnswer = {
  section: 'logo' | 'colore';
  done?: string;
  error?: string;
  fields?: Record<string, string>;
};

const colourForm = z.object({ brandColor: brandColorField });

export async function brandingAction(
  request: Request,
  vars: RequestVars,
  actor: BackOfficeActor,
  intent: BrandingIntent,
  form: FormData,
): Promise<{ status: number; answer: BrandingAnswer }> {
  const section = intent === 'colore' ? 'colore' : 'logo';
  const { db, config, caches } = vars.services;
  try {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, actor.tenant.id));
    let done: string;
    if (intent === 'colore') {
      const { brandColor } = parseInput(colourForm, { brandColor: form.get('brandColor') ?? '' });
      await setBrandColor(db, tenant!, brandColor);
      done = 'Colore salvato: il negozio lo usa da subito.';
    } else if (intent === 'logo') {
      const file = form.get('logo');
      if (!(file instanceof File) || file.size === 0) {
        return {
          status: 400,
          answer: { section, error: 'Scegli un’immagine', fields: { logo: 'Scegli un’immagine PNG, JPEG o WebP' } },
        };
      }
      await setLogo(db, fileStore(config), tenant!, new Uint8Array(await file.arrayBuffer()));
      done = 'Logo caricato: compare nell’intestazione del negozio.';
    } else {
      await removeLogo(db, fileStore(config), tenant!);
      done = 'Logo tolto: l’intestazione mostra il nome del negozio.';
    }
    await caches.publish('tenants');
    await securityEvent(vars, request, {
      level: 'info',
      category: 'ADMIN',
      message: section === 'logo' ? 'Logo del negozio aggiornato' : 'Colore del negozio aggiornato',
      data: { by: actor.ref },
    });
    return { status: 200, answer: { section, done } };
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return { status, answer: { section, ...errors } };
  }
}

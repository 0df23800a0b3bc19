import { data } from 'react-router';
import { z } from 'zod';
import { emailField, newPasswordField, PASSWORDS_DIFFER, profileFields } from '#common/accounts/validation.ts';
import { backOfficeShops } from '#server/accounts/backoffice.ts';
import { requireCustomerPage } from '#server/accounts/guards.ts';
import { changePassword, linkOrigin, requestEmailChange } from '#server/accounts/links.ts';
import { formErrorsOf, formValues, securityEvent } from '#server/accounts/pages.ts';
import { updateProfile } from '#server/accounts/profile.ts';
import { hasSecondFactor } from '#server/accounts/second-factor/store.ts';
import { deleteUserSessions, listUserSessions } from '#server/accounts/sessions.ts';
import type { RequestVars } from '#server/context.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/profile';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  const currentHash = vars.session?.idHash ?? null;
  const sessions = await listUserSessions(vars.services.db, user.id, currentHash);
  // Whoever runs a bookshop sees their second factor here too (decision 0028).
  const runsShop = (await backOfficeShops(vars.services.db, vars.session)).length > 0;
  const secondFactor = runsShop ? await hasSecondFactor(vars.services.db, { userId: user.id }) : null;
  return { user, sessions, secondFactor };
}

const profileInput = z.object({
  name: z.string().trim().min(1, 'Il nome è obbligatorio').max(120, 'Nome troppo lungo'),
  ...profileFields,
});
const passwordInput = z
  .object({
    currentPassword: z.string().min(1, 'Scrivi la password attuale'),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });
const emailInput = z.object({ newEmail: emailField, currentPassword: z.string().min(1, 'Scrivi la password attuale') });

// Closing the account has its own page (/profile/delete), which first says what will happen.
export type Intent = 'profile' | 'password' | 'email' | 'logout-all';

async function run(
  intent: Intent,
  vars: RequestVars,
  request: Request,
  userId: string,
  values: Record<string, string>,
) {
  const { db } = vars.services;
  switch (intent) {
    case 'profile':
      await updateProfile(db, userId, parseInput(profileInput, values));
      return 'Dati salvati.';
    case 'password': {
      const input = parseInput(passwordInput, values);
      await changePassword(db, {
        userId,
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        keepSessionIdHash: vars.session!.idHash,
      });
      await securityEvent(vars, request, { level: 'info', category: 'AUTH', message: 'Password cambiata' });
      return 'Password cambiata. Gli altri dispositivi dovranno accedere di nuovo.';
    }
    case 'email': {
      const input = parseInput(emailInput, values);
      await requestEmailChange(vars.services, {
        userId,
        ...input,
        origin: linkOrigin(vars.services.config, vars.tenant),
        shopName: vars.tenant.name,
      });
      return `Ti abbiamo scritto a ${input.newEmail}: apri il link nell’e-mail per confermare il nuovo indirizzo.`;
    }
    case 'logout-all': {
      const n = await deleteUserSessions(db, userId, vars.session!.idHash);
      await securityEvent(vars, request, { level: 'info', category: 'AUTH', message: 'Uscita da tutti i dispositivi' });
      return n === 0
        ? 'Non c’erano altri dispositivi collegati.'
        : `Uscito da ${n} ${n === 1 ? 'dispositivo' : 'dispositivi'}.`;
    }
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  // The session middleware has already checked this form's _csrf token.
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent as Intent;
  if (!['profile', 'password', 'email', 'logout-all'].includes(intent)) {
    return data({ intent, error: 'Azione sconosciuta', fields: undefined, success: undefined }, { status: 400 });
  }
  try {
    const success = await run(intent, vars, request, user.id, values);
    return { intent, success, error: undefined, fields: undefined };
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data(
      { intent, success: undefined, error: errors.fields ? undefined : errors.error, fields: errors.fields },
      { status },
    );
  }
}

import { LogOut } from 'lucide-react';
import { Form } from 'react-router';
import { CsrfField } from './form-parts.tsx';

/** Signing out ("Esci") is a POST form with the CSRF token, so it works before JavaScript too. */
export function LogoutButton({ className, label = 'Esci' }: { className?: string; label?: string }) {
  return (
    <Form method="post" action="/auth/logout" className="contents">
      <CsrfField />
      <button type="submit" className={className}>
        <LogOut aria-hidden="true" className="size-5" />
        {label}
      </button>
    </Form>
  );
}

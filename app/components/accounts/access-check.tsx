import { useNavigation } from 'react-router';

const GUARDED = /^\/(checkout|orders|profile|dashboard|admin(?!\/login))(\/|$)/;

/** SPEC.md's guard message while a client-side navigation to a protected page is checked. */
export function AccessCheck() {
  const navigation = useNavigation();
  const checking = navigation.state === 'loading' && GUARDED.test(navigation.location.pathname);
  if (!checking) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-16 z-40 mx-auto w-fit rounded-b-lg bg-primary-800 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      Verifica accesso...
    </div>
  );
}

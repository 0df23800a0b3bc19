import { Backpack } from 'lucide-react';

/** The shop's logo: the bookshop's own image when it has one, else its name with the bag icon. */
export function Logo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  // A wide logo is scaled down rather than pushing the header's buttons off a phone's screen.
  if (logoUrl)
    return <img src={logoUrl} alt={name} className="h-9 w-auto max-w-40 object-contain object-left sm:max-w-56" />;
  return (
    <span className="flex min-w-0 items-center gap-2 text-xl font-extrabold tracking-tight text-primary-800">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-700 text-accent-300">
        <Backpack aria-hidden="true" className="size-5" />
      </span>
      {/* A long name is cut with an ellipsis rather than pushing the menu off a phone; never below 6 rem, so a short one stays whole beside the desktop menu. */}
      <span className="min-w-24 truncate">{name}</span>
    </span>
  );
}

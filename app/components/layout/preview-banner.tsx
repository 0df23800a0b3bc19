import { Eye } from 'lucide-react';
import { useRootData } from '../../lib/root-data.ts';

/**
 * A shop still "in attivazione" is served only to its owner, its staff and the operator
 * (server/http/shop-preview.ts): every page says so, so nobody mistakes the preview for
 * the open shop.
 */
export function PreviewBanner() {
  const { shop } = useRootData();
  if (shop.status !== 'in_attivazione') return null;
  return (
    <div role="note" data-testid="preview-banner" className="bg-accent-300 text-ink print:hidden">
      <p className="container-page flex items-center gap-2 py-2 text-sm font-semibold">
        <Eye aria-hidden="true" className="size-5 shrink-0" />
        Anteprima: il negozio non è ancora aperto alle famiglie
      </p>
    </div>
  );
}

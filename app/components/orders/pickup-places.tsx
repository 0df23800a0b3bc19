import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PickupSnapshot } from '#common/orders/views.ts';
import { apiFetch } from '../../lib/api.ts';

/** Where "Ritiro in libreria" means: the shop's pickup points with address and hours. */
export function PickupPlaces() {
  const [places, setPlaces] = useState<PickupSnapshot[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    apiFetch<{ pickupPoints: PickupSnapshot[] }>('/api/pickup-points')
      .then(({ pickupPoints }) => {
        if (!cancelled) setPlaces(pickupPoints);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  if (failed) return null;
  if (!places) return <p className="mt-2 text-sm text-muted">Caricamento del punto di ritiro…</p>;
  return (
    <ul className="mt-2 grid gap-2 text-sm" aria-label="Dove ritirare" data-testid="pickup-places">
      {places.map((p) => (
        <li key={p.id} className="flex gap-2 rounded-lg bg-surface p-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <span>
            <span className="block font-medium">{p.nome}</span>
            <span className="block">{p.indirizzo}</span>
            <span className="block text-muted">Orari: {p.orari}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

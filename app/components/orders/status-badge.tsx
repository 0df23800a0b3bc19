/** An order's state as a coloured pill: waiting, in progress, done, stopped. */
const TONES: Record<string, string> = {
  in_attesa_pagamento: 'bg-accent-100 text-ink',
  pagato: 'bg-primary-50 text-primary-800',
  in_preparazione: 'bg-primary-50 text-primary-800',
  pronto_ritiro: 'bg-success/10 text-success',
  spedito: 'bg-success/10 text-success',
  completato: 'bg-success/10 text-success',
  annullato: 'bg-surface text-muted border border-line',
  rimborsato: 'bg-surface text-muted border border-line',
};

export function OrderStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status] ?? 'bg-surface'}`}>
      {label}
    </span>
  );
}

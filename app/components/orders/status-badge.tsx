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

/**
 * A pay-at-pickup order waits for no payment before the shop works on it: it reads as
 * confirmed, not as the yellow "In attesa di pagamento" of a card or transfer order.
 */
export function orderStatusView(status: string, label: string, paymentMethod?: string) {
  if (status === 'in_attesa_pagamento' && paymentMethod === 'ritiro') {
    return { label: 'Confermato · paghi al ritiro', tone: 'bg-primary-50 text-primary-800' };
  }
  return { label, tone: TONES[status] ?? 'bg-surface' };
}

export function OrderStatusBadge(props: { status: string; label: string; paymentMethod?: string }) {
  const { label, tone } = orderStatusView(props.status, props.label, props.paymentMethod);
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

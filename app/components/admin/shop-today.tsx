import { Link } from 'react-router';
import { formatEuro, formatInt } from '#common/format.ts';

/** The figures of server/backoffice/dashboard.ts `shopDashboard` this section shows. */
type ShopDashboard = {
  ordersToHandle: { status: string; label: string; orders: number; link: string }[];
  booksToOrder: { copies: number; orders: number };
  booksArrivedNotPickedUp: { copies: number; orders: number; link: string };
  takings: { today: number; week: number; link: string };
  lowStock: { threshold: number; products: unknown[]; link: string };
};

type Figure = { label: string; value: string; detail?: string; to?: string };

/** What the shop has to do now: each figure leads to the list that shows its rows. */
export function ShopToday({ today, operator }: { today: ShopDashboard; operator: boolean }) {
  const figures: Figure[] = [
    ...today.ordersToHandle
      .filter((o) => o.orders > 0)
      .map((o) => ({
        label: o.label,
        value: formatInt(o.orders),
        detail: o.orders === 1 ? 'ordine' : 'ordini',
        to: o.link,
      })),
    {
      label: 'Libri da ordinare',
      value: formatInt(today.booksToOrder.copies),
      detail: `copie in ${formatInt(today.booksToOrder.orders)} ordini`,
      to: '/admin/orders?libri=da_ordinare',
    },
    {
      label: 'Arrivati, da ritirare',
      value: formatInt(today.booksArrivedNotPickedUp.copies),
      detail: `copie in ${formatInt(today.booksArrivedNotPickedUp.orders)} ordini`,
      to: today.booksArrivedNotPickedUp.link,
    },
    { label: 'Incassato oggi', value: formatEuro(today.takings.today), to: today.takings.link },
    { label: 'Incassato questa settimana', value: formatEuro(today.takings.week), to: today.takings.link },
    {
      label: 'Prodotti quasi esauriti',
      value: formatInt(today.lowStock.products.length),
      detail: `con meno di ${today.lowStock.threshold} pezzi`,
      to: operator ? today.lowStock.link : undefined,
    },
  ];
  return (
    <section aria-labelledby="oggi" className="mt-8">
      <h2 id="oggi" className="text-lg font-semibold">
        Da fare oggi
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((f) => {
          const body = (
            <>
              <span className="block text-sm text-muted">{f.label}</span>
              <span className="mt-1 block text-2xl font-bold text-primary-950">{f.value}</span>
              {f.detail ? <span className="block text-xs text-muted">{f.detail}</span> : null}
            </>
          );
          return (
            <li key={f.label}>
              {f.to ? (
                <Link to={f.to} className="card block h-full p-4 hover:border-primary-300">
                  {body}
                </Link>
              ) : (
                <div className="card h-full p-4">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

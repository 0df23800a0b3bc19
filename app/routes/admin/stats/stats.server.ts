import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { statsQuery } from '#server/backoffice/api.ts';
import { addDays, romeDay } from '#server/backoffice/days.ts';
import { type StatsTable, shopStats, statsTable } from '#server/backoffice/stats.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/stats';

const TOP = 10;
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  // ECharts (≈ 40 MB of heap once loaded) only in the process that draws a chart, when it
  // first does: a shop that nobody opens the statistics of never loads it (issue 15 point 4).
  const { chartSvg } = await import('#server/backoffice/charts.ts');
  const params = new URL(request.url).searchParams;
  const parsed = statsQuery.safeParse({ da: params.get('da') || undefined, a: params.get('a') || undefined });
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Intervallo non valido');
  const today = romeDay(new Date());
  const range = parsed.success ? parsed.data : { from: addDays(today, -29), to: today };
  const stats = await shopStats(vars.services.db, actor.tenant.id, range);
  const csv = (table: StatsTable) => `/api/admin/stats.csv?da=${range.from}&a=${range.to}&tabella=${table}`;
  const section = (id: StatsTable, title: string, svg: string | null) => ({
    id,
    title,
    svg,
    table: statsTable(stats, id),
    csvUrl: csv(id),
  });
  const books = stats.topBooks.slice(0, TOP);
  const schools = stats.topSchools.slice(0, TOP);
  const products = stats.topProducts.slice(0, TOP);
  return {
    range,
    error,
    summary: { paidOrders: stats.paidOrders, revenue: stats.revenue, averageOrder: stats.averageOrder },
    sections: [
      section(
        'vendite',
        'Incassi per giorno',
        chartSvg({
          kind: 'line',
          format: 'euro',
          labels: stats.salesPerDay.map((d) => dayLabel(d.day)),
          values: stats.salesPerDay.map((d) => d.total),
        }),
      ),
      section(
        'stati',
        'Ordini per stato',
        stats.ordersByStatus.length
          ? chartSvg({
              kind: 'hbar',
              format: 'count',
              labels: stats.ordersByStatus.map((s) => s.label),
              values: stats.ordersByStatus.map((s) => s.orders),
            })
          : null,
      ),
      section(
        'pagamenti',
        'Ordini per metodo di pagamento',
        stats.ordersByPayment.length
          ? chartSvg({
              kind: 'hbar',
              format: 'count',
              labels: stats.ordersByPayment.map((p) => p.label),
              values: stats.ordersByPayment.map((p) => p.orders),
            })
          : null,
      ),
      section(
        'funnel',
        'Dalle visite agli ordini pagati',
        chartSvg({
          kind: 'hbar',
          format: 'count',
          labels: stats.funnel.map((f) => f.label),
          values: stats.funnel.map((f) => f.count),
        }),
      ),
      section(
        'libri',
        'Libri più venduti',
        books.length
          ? chartSvg({
              kind: 'hbar',
              format: 'count',
              labels: books.map((b) => b.title),
              values: books.map((b) => b.copies),
            })
          : null,
      ),
      section(
        'scuole',
        'Scuole con più ordini',
        schools.length
          ? chartSvg({
              kind: 'hbar',
              format: 'count',
              labels: schools.map((s) => s.name),
              values: schools.map((s) => s.orders),
            })
          : null,
      ),
      section(
        'prodotti',
        'Prodotti più venduti',
        products.length
          ? chartSvg({
              kind: 'hbar',
              format: 'count',
              labels: products.map((p) => p.name),
              values: products.map((p) => p.pieces),
            })
          : null,
      ),
    ],
  };
}

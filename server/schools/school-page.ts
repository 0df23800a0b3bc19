import type { ClassSummary, SchoolPageData } from '#common/schools/views.ts';
import type { Db } from '../db/connection.ts';
import { dataDate, effectivePrice, findSchool, listAdoptions } from './queries.ts';

const sectionOrder = new Intl.Collator('it', { numeric: true });

/** The school page: header data, the class/section overview, and the chosen class's books. */
export async function loadSchoolPage(
  db: Db,
  code: string,
  url: URL,
  /** The shop whose prices the page shows. */
  tenantId: string,
): Promise<SchoolPageData | null> {
  const school = await findSchool(db, code);
  if (!school) return null;
  const [all, date] = await Promise.all([listAdoptions(db, school.codiceScuola, {}, tenantId), dataDate(db)]);
  const subjects = new Map<string, Set<string>>();
  for (const a of all) {
    const key = `${a.annoCorso}|${a.sezione}`;
    const set = subjects.get(key) ?? new Set<string>();
    set.add(a.disciplina);
    subjects.set(key, set);
  }
  const classes: ClassSummary[] = [];
  for (const [key, set] of subjects) {
    const [classe, sezione] = key.split('|') as [string, string];
    let entry = classes.find((c) => c.classe === Number(classe));
    if (!entry) {
      entry = { classe: Number(classe), sezioni: [] };
      classes.push(entry);
    }
    entry.sezioni.push({ sezione, materie: set.size });
  }
  classes.sort((a, b) => a.classe - b.classe);
  for (const c of classes) c.sezioni.sort((a, b) => sectionOrder.compare(a.sezione, b.sezione));

  const requestedClass = Number(url.searchParams.get('classe'));
  const classe = classes.some((c) => c.classe === requestedClass) ? requestedClass : null;
  const requestedSection = (url.searchParams.get('sezione') ?? '').toUpperCase();
  const sezione =
    classe && classes.find((c) => c.classe === classe)?.sezioni.some((s) => s.sezione === requestedSection)
      ? requestedSection
      : null;
  const books = classe
    ? all
        .filter((a) => a.annoCorso === classe && (!sezione || a.sezione === sezione))
        .map((a) => ({ ...a, prezzoEffettivo: effectivePrice(a) }))
    : [];
  return { school, classes, classe, sezione, books, schoolYear: all[0]?.annoScolastico ?? null, dataDate: date };
}

import { effectivePrice } from '#common/books/pricing.ts';
import type { ClassSummary, SchoolPageData } from '#common/schools/views.ts';
import type { Db } from '../db/connection.ts';
import { dataDate, findSchool, listAdoptions } from './queries.ts';

const sectionOrder = new Intl.Collator('it', { numeric: true });

/**
 * The school page: header data, the class/section overview, and the chosen class's books.
 * A class list is one class, one section and one study plan: with a section of several
 * plans, `piano` stays null until one is chosen (the page then only browses).
 */
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
  const sections = new Map<string, { subjects: Set<string>; plans: Set<string> }>();
  for (const a of all) {
    const key = `${a.annoCorso}|${a.sezione}`;
    const entry = sections.get(key) ?? { subjects: new Set<string>(), plans: new Set<string>() };
    entry.subjects.add(a.disciplina);
    entry.plans.add(a.combinazione);
    sections.set(key, entry);
  }
  const classes: ClassSummary[] = [];
  for (const [key, { subjects, plans }] of sections) {
    const [classe, sezione] = key.split('|') as [string, string];
    let entry = classes.find((c) => c.classe === Number(classe));
    if (!entry) {
      entry = { classe: Number(classe), sezioni: [] };
      classes.push(entry);
    }
    entry.sezioni.push({ sezione, materie: subjects.size, piani: [...plans].sort(sectionOrder.compare) });
  }
  classes.sort((a, b) => a.classe - b.classe);
  for (const c of classes) c.sezioni.sort((a, b) => sectionOrder.compare(a.sezione, b.sezione));

  const requestedClass = Number(url.searchParams.get('classe'));
  const classe = classes.some((c) => c.classe === requestedClass) ? requestedClass : null;
  const requestedSection = (url.searchParams.get('sezione') ?? '').toUpperCase();
  const section = classe
    ? classes.find((c) => c.classe === classe)?.sezioni.find((s) => s.sezione === requestedSection)
    : undefined;
  const sezione = section?.sezione ?? null;
  const requestedPlan = url.searchParams.get('piano') ?? '';
  const piano = !section
    ? null
    : section.piani.length === 1
      ? (section.piani[0] ?? null)
      : section.piani.includes(requestedPlan)
        ? requestedPlan
        : null;
  const books = classe
    ? all
        .filter(
          (a) => a.annoCorso === classe && (!sezione || a.sezione === sezione) && (!piano || a.combinazione === piano),
        )
        .map((a) => ({ ...a, prezzoEffettivo: effectivePrice(a) }))
    : [];
  return {
    school,
    classes,
    classe,
    sezione,
    piano,
    books,
    schoolYear: all[0]?.annoScolastico ?? null,
    dataDate: date,
  };
}

import { and, asc, count, eq } from 'drizzle-orm';
import { type ListInput, MAX_LISTS_PER_FAMILY } from '#common/lists/validation.ts';
import type { FamilyList } from '#common/lists/views.ts';
import type { Db } from '../db/connection.ts';
import { findSchool, listAdoptions } from '../schools/queries.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { type FamilyListRow, familyLists } from './schema.ts';

// A family's class lists, one per child (issue 12). Only the choice is stored (school,
// class, section, plan, the books the family already has); the books and their prices are
// read from the Ministry's newest list and this shop's prices each time.

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

async function toView(db: Db, row: FamilyListRow, tenantId: string): Promise<FamilyList> {
  const [scuola, adoptions] = await Promise.all([
    findSchool(db, row.schoolCode),
    listAdoptions(
      db,
      row.schoolCode,
      { classe: row.classYear, sezione: row.section, combinazione: row.studyPlan },
      tenantId,
    ),
  ]);
  const owned = new Set(row.owned);
  return {
    id: row.id,
    nome: row.name,
    codiceScuola: row.schoolCode,
    classe: row.classYear,
    sezione: row.section,
    combinazione: row.studyPlan,
    owned: row.owned,
    scuola,
    books: adoptions.map((a) => ({ ...a, owned: owned.has(a.isbn) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function checkSchool(db: Db, code: string): Promise<void> {
  if (!(await findSchool(db, code))) {
    throw new AppError('VALIDATION', `Scuola non trovata: ${code}`, { fields: { codiceScuola: 'Scuola non trovata' } });
  }
}

const values = (input: ListInput) => ({
  name: input.nome,
  schoolCode: input.codiceScuola,
  classYear: input.classe,
  section: input.sezione,
  studyPlan: input.combinazione || null,
  owned: [...new Set(input.owned ?? [])],
});

/** A family's lists are the person's own (no shop column); the shop prices their books. */
type Family = { userId: string; tenantId: string };

export async function listsOf(db: Db, { userId, tenantId }: Family): Promise<FamilyList[]> {
  const rows = await db
    .select()
    .from(familyLists)
    .where(eq(familyLists.userId, userId))
    .orderBy(asc(familyLists.createdAt), asc(familyLists.id));
  return Promise.all(rows.map((r) => toView(db, r, tenantId)));
}

async function ownRow(db: Db, userId: string, id: string): Promise<FamilyListRow> {
  // Not a uuid: nobody's list (and no database error).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('Lista non trovata');
  const [row] = await db
    .select()
    .from(familyLists)
    .where(and(eq(familyLists.id, id), eq(familyLists.userId, userId)));
  if (!row) throw notFound('Lista non trovata');
  return row;
}

async function ensureRoom(db: Db, userId: string, adding: number): Promise<void> {
  const [row] = await db.select({ n: count() }).from(familyLists).where(eq(familyLists.userId, userId));
  if ((row?.n ?? 0) + adding > MAX_LISTS_PER_FAMILY) {
    throw new AppError('RULE_BROKEN', `Puoi salvare al massimo ${MAX_LISTS_PER_FAMILY} liste`);
  }
}

export async function createList(
  db: Db,
  { userId, tenantId, input }: Family & { input: ListInput },
): Promise<FamilyList> {
  await checkSchool(db, input.codiceScuola);
  await ensureRoom(db, userId, 1);
  const [row] = await db
    .insert(familyLists)
    .values({ userId, ...values(input) })
    .returning();
  return toView(db, row!, tenantId);
}

export async function updateList(
  db: Db,
  { userId, tenantId, id, input }: Family & { id: string; input: ListInput },
): Promise<FamilyList> {
  await ownRow(db, userId, id);
  await checkSchool(db, input.codiceScuola);
  const [row] = await db
    .update(familyLists)
    .set({ ...values(input), updatedAt: new Date() })
    .where(and(eq(familyLists.id, id), eq(familyLists.userId, userId)))
    .returning();
  return toView(db, row!, tenantId);
}

export async function deleteList(db: Db, { userId, id }: { userId: string; id: string }): Promise<void> {
  await ownRow(db, userId, id);
  await db.delete(familyLists).where(and(eq(familyLists.id, id), eq(familyLists.userId, userId)));
}

/**
 * The lists a visitor kept in the browser, moved to the account at sign-in. A list for the
 * same child, school, class, section and plan as one already saved is merged into it (the
 * books marked "Ce l'ho già" add up), so importing twice changes nothing. Lists of schools
 * no longer in the registry are skipped. Answers every list and, per browser id, the id
 * the list has now (the cart's lines follow it).
 */
export async function importLists(
  db: Db,
  { userId, tenantId, lists }: Family & { lists: (ListInput & { localId?: string })[] },
): Promise<{ lists: FamilyList[]; ids: Record<string, string> }> {
  const ids: Record<string, string> = {};
  const existing = await db.select().from(familyLists).where(eq(familyLists.userId, userId));
  for (const input of lists) {
    if (!(await findSchool(db, input.codiceScuola))) continue;
    const v = values(input);
    const same = existing.find(
      (r) =>
        sameText(r.name, v.name) &&
        r.schoolCode === v.schoolCode &&
        r.classYear === v.classYear &&
        r.section === v.section &&
        sameText(r.studyPlan, v.studyPlan),
    );
    let id: string;
    if (same) {
      const owned = [...new Set([...same.owned, ...v.owned])];
      await db.update(familyLists).set({ owned, updatedAt: new Date() }).where(eq(familyLists.id, same.id));
      same.owned = owned;
      id = same.id;
    } else {
      await ensureRoom(db, userId, 1);
      const [row] = await db
        .insert(familyLists)
        .values({ userId, ...v })
        .returning();
      existing.push(row!);
      id = row!.id;
    }
    if (input.localId) ids[input.localId] = id;
  }
  return { lists: await listsOf(db, { userId, tenantId }), ids };
}

/** The person's lists for the data export (GDPR), without books. */
export async function listsForExport(db: Db, userId: string) {
  const rows = await db.select().from(familyLists).where(eq(familyLists.userId, userId));
  return rows.map((r) => ({
    nome: r.name,
    codiceScuola: r.schoolCode,
    classe: r.classYear,
    sezione: r.section,
    combinazione: r.studyPlan,
    owned: r.owned,
    createdAt: r.createdAt.toISOString(),
  }));
}

import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

// A family's class lists, one per child (issue 12, "Le mie liste"). They belong to the
// person, not to a shop: one login serves every shop, and the lists are the Ministry's
// (decision 0023).

export const familyLists = pgTable(
  'family_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The child's name as the family wrote it. */
    name: text('name').notNull(),
    schoolCode: text('school_code').notNull(),
    classYear: integer('class_year').notNull(),
    section: text('section').notNull(),
    /** The study plan (COMBINAZIONE), when the class has several. */
    studyPlan: text('study_plan'),
    /** ISBNs marked "Ce l'ho già". */
    owned: jsonb('owned').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_lists_user_idx').on(t.userId, t.createdAt)],
);

export type FamilyListRow = typeof familyLists.$inferSelect;

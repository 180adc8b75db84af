/** Keeps the categories table equal to the seven categories defined in domain/. */
import { sql } from 'drizzle-orm';
import { CATEGORIES } from '../../domain/categories.ts';
import type { Db } from '../connection.ts';
import { categories } from '../schema.ts';

/** Upserts the fixed categories (name, description, icon, colour, keywords, order). */
export async function syncCategories(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, description: c.description, icon: c.icon, colour: c.colour, keywords: [...c.keywords], sortOrder: i })))
    .onConflictDoUpdate({
      target: categories.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        icon: sql`excluded.icon`,
        colour: sql`excluded.colour`,
        keywords: sql`excluded.keywords`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

import { and, eq, inArray } from 'drizzle-orm';
import { pickLanguage, type Language, type Product } from '@portal/contract';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';

export type ProductRow = typeof products.$inferSelect;

export function productView(row: ProductRow, lang: Language): Product {
  return {
    itemID: row.id,
    kind: row.kind,
    name: pickLanguage(row.name, lang),
    description: pickLanguage(row.description, lang),
    image: row.imageUrl,
    values: row.values,
    types: row.types.map((t) => ({ code: t.code, label: pickLanguage(t.label, lang) })),
    available: row.stock !== 0,
  };
}

export function typeLabel(row: ProductRow, code: string, lang: Language): string {
  const type = row.types.find((t) => t.code === code);
  return type ? pickLanguage(type.label, lang) : code;
}

export async function activeProducts(db: Db, ids: string[]): Promise<Map<string, ProductRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  return new Map(rows.map((row) => [row.id, row]));
}

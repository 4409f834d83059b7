import type { Db } from '../client';
import { products, type ProductType } from '../schema/index';

export type ProductInput = Partial<typeof products.$inferInsert>;

export const cardTypes: ProductType[] = [
  { code: 'egift', label: { en: 'eGift card', es: 'Tarjeta de regalo digital' } },
  { code: 'physical', label: { en: 'Physical card by mail', es: 'Tarjeta física por correo' } },
];

let productSequence = 0;

/** A gift card of the redemption catalogue (unlimited stock unless given). */
export async function createProduct(db: Db, input: ProductInput = {}): Promise<typeof products.$inferSelect> {
  productSequence += 1;
  const [row] = await db
    .insert(products)
    .values({
      kind: 'gift_card',
      name: { en: `Test Card ${productSequence}`, es: `Tarjeta de prueba ${productSequence}` },
      description: { en: 'A gift card for tests.', es: 'Una tarjeta de regalo para pruebas.' },
      imageUrl: '/rewards/grocery.svg',
      values: [500, 1000, 2500],
      types: cardTypes,
      sortOrder: productSequence,
      ...input,
    })
    .returning();
  if (!row) throw new Error('product insert returned no row');
  return row;
}

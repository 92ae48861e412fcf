import type { CollectionType, ExhibitorCard, ProductCard, VisitorCard } from '@openfair/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { exhibitors, visitors } from '../../db/schema/index';
import { exhibitorCards, productCardRows, productCards, visitorCards } from './cards.service';
import { restrictedProductCard } from './catalog.presenter';
import { selectExhibitorRows } from './catalog.queries';
import type { CatalogContext } from './catalog-context';

export type SubjectCard =
  | { subjectType: 'ACTOR'; exhibitor: ExhibitorCard }
  | { subjectType: 'PRODUCT'; product: ProductCard }
  | { subjectType: 'VISITOR'; visitor: VisitorCard };

/**
 * Cards of one subject type by id, for favourites and history, built by the catalog's own card code so
 * they match the lists. Subjects that no longer exist in the fair are absent from the map (the lists
 * leave them out rather than show empty cards); products the viewer may not open are redacted.
 */
export async function subjectCards(
  cc: CatalogContext,
  subjectType: CollectionType,
  ids: string[],
): Promise<Map<string, SubjectCard>> {
  const out = new Map<string, SubjectCard>();
  if (ids.length === 0) return out;
  const { db, exhibitionId } = cc;
  if (subjectType === 'PRODUCT') {
    const rows = await productCardRows(cc, ids);
    for (const card of await productCards(cc, rows)) {
      // The viewer's favourites and history may hold products they can no longer open.
      const product = card.inPool ? card : restrictedProductCard(card, cc.lang);
      out.set(product.id, { subjectType, product });
    }
  } else if (subjectType === 'ACTOR') {
    const rows = await selectExhibitorRows(db).where(
      and(eq(exhibitors.exhibitionId, exhibitionId), inArray(exhibitors.id, ids)),
    );
    for (const exhibitor of await exhibitorCards(cc, rows)) out.set(exhibitor.id, { subjectType, exhibitor });
  } else {
    const rows = await db
      .select()
      .from(visitors)
      .where(and(eq(visitors.exhibitionId, exhibitionId), inArray(visitors.id, ids)));
    for (const visitor of await visitorCards(cc, rows)) out.set(visitor.id, { subjectType, visitor });
  }
  return out;
}

/** A page of favourite or history rows as cards, in the rows' order, leaving out subjects that are gone. */
export async function cardsInOrder<R extends { subjectId: string }, T>(
  cc: CatalogContext,
  subjectType: CollectionType,
  rows: R[],
  item: (card: SubjectCard, row: R) => T,
): Promise<T[]> {
  const cards = await subjectCards(
    cc,
    subjectType,
    rows.map((r) => r.subjectId),
  );
  return rows.flatMap((row) => {
    const card = cards.get(row.subjectId);
    return card ? [item(card, row)] : [];
  });
}

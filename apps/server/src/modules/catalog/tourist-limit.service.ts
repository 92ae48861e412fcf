import type { CatalogContext } from './catalog-context';
import { touristLedger } from './tourist-ledger';
import { touristProductLimit } from './viewer-flags.queries';

/** The organizer's tourist limit when the viewer is a guest, through the read model; null for anyone else. */
export async function touristBudget(cc: CatalogContext): Promise<number | null> {
  if (cc.viewer.kind !== 'anonymous') return null;
  // A change of the setting announces 'catalog.changed', which empties this cache.
  return cc.readModel.touristLimits.load(cc.exhibitionId, () => touristProductLimit(cc.db, cc.exhibitionId));
}

const ledgerKey = (cc: CatalogContext) => `${cc.exhibitionId}|${cc.clientKey}`;

/**
 * The product cards a guest may be shown: those shown to this client before, and new ones while its
 * budget of distinct products lasts. `limited` says that some were held back (the client's login prompt).
 * Anyone logged in gets the cards as they are.
 */
export async function admitProductCards<T extends { id: string }>(
  cc: CatalogContext,
  cards: T[],
): Promise<{ cards: T[]; limited: boolean }> {
  const budget = await touristBudget(cc);
  if (budget === null || cards.length === 0) return { cards, limited: false };
  const admitted = await cc.app.use(touristLedger).admit(
    ledgerKey(cc),
    cards.map((c) => c.id),
    budget,
  );
  const shown = cards.filter((c) => admitted.has(c.id));
  return { cards: shown, limited: shown.length < cards.length };
}

/** Whether a guest may open this product's detail (same budget as the lists); true for anyone logged in. */
export async function admitProductDetail(cc: CatalogContext, productId: string): Promise<boolean> {
  const budget = await touristBudget(cc);
  if (budget === null) return true;
  return (await cc.app.use(touristLedger).admit(ledgerKey(cc), [productId], budget)).has(productId);
}

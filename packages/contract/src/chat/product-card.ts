import { PRODUCT_INQUIRY_BUSINESS_ID } from '../enums';

/**
 * A product inquiry card: the custom message that opens a buyer's question about a product, so the
 * employee sees which product it is about. A client sends only the product's id
 * (`productCardRequestData`); the server writes the card from its own record of the product (name,
 * price, cover), so nobody can put another name or price on it.
 */
export type ProductCardData = {
  businessID: typeof PRODUCT_INQUIRY_BUSINESS_ID;
  productId: string;
  name: { zh: string; en: string };
  /** the sale price as the server holds it ("148.00"), '' when the exhibitor gives none */
  price: string;
  /** the cover picture's URL, '' when the product has none */
  cover: string;
};

/** The custom data a client sends to ask about a product. */
export const productCardRequestData = (productId: string): string =>
  JSON.stringify({ businessID: PRODUCT_INQUIRY_BUSINESS_ID, productId });

/** The product id of a custom message's data when it is a product card (as sent or as stored), else null. */
export function productCardId(data: string): string | null {
  if (!data.includes('"businessID"')) return null;
  try {
    const v = JSON.parse(data) as Record<string, unknown>;
    if (v.businessID !== PRODUCT_INQUIRY_BUSINESS_ID || typeof v.productId !== 'string') return null;
    return v.productId.length > 0 && v.productId.length <= 64 ? v.productId : null;
  } catch {
    return null;
  }
}

/**
 * A stored product card, read by the chat (plain checks rather than a zod schema, so the message list
 * does not load zod for it); null when the data is not a complete card.
 */
export function parseProductCard(data: string): ProductCardData | null {
  const productId = productCardId(data);
  if (!productId) return null;
  const v = JSON.parse(data) as Record<string, unknown>;
  const name = v.name as Record<string, unknown> | undefined;
  if (!name || typeof name.zh !== 'string' || typeof name.en !== 'string') return null;
  return {
    businessID: PRODUCT_INQUIRY_BUSINESS_ID,
    productId,
    name: { zh: name.zh, en: name.en },
    price: typeof v.price === 'string' ? v.price : '',
    cover: typeof v.cover === 'string' ? v.cover : '',
  };
}

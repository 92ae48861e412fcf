import {
  chatMessages as chatTexts,
  PRODUCT_INQUIRY_BUSINESS_ID,
  type ProductCardData,
  ResponseCode,
} from '@openfair/contract';
import { and, desc, eq, isNull, like, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { variantKey } from '../../core/media-url';
import { inPool, resolveViewer } from '../../core/visibility';
import { chatConversations, chatMessages, clientPoolMembers, products } from '../../db/schema/index';
import { chatCacheSlot } from './chat.cache';
import { inboxOf, parseConversationId } from './chat.presenter';

/** A stored card's data starts so (JSON.stringify keeps the key order it is written in). */
const CARD_PREFIX = `{"businessID":${PRODUCT_INQUIRY_BUSINESS_ID},`;

/**
 * The card a buyer's "ask about this product" writes into the conversation, built from the product's
 * record, never from what the client sent. Refused unless the conversation is one-to-one with an
 * employee (still employed) of the company that shows the product in this fair, or is the buyer's own
 * conversation with that company (its shared inbox), and the sender may
 * open the product (scope: public, the company's client pool, pre-registered visitors).
 */
export async function productCardPayload(
  app: AppContext,
  session: AuthSession,
  conversationID: string,
  productId: string,
): Promise<{ data: string; description: string; extension: string }> {
  const refuse = () =>
    new AppError(ResponseCode.Forbidden, undefined, {
      cn: chatTexts.productNotInquirable.zh,
      en: chatTexts.productNotInquirable.en,
    });
  const parsed = parseConversationId(conversationID);
  if (session.tourist || !parsed || (parsed.type !== 'C2C' && parsed.type !== 'INBOX')) throw refuse();
  const [product] = await app.db
    .select({
      id: products.id,
      exhibitorId: products.exhibitorId,
      scope: products.scope,
      name: products.name,
      nameEn: products.nameEn,
      salePrice: products.salePrice,
      images: products.images,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.exhibitionId, session.exhibitionId)))
    .limit(1);
  if (!product) throw refuse();
  if (parsed.type === 'INBOX') {
    // The buyer's own conversation with the product's company (its staff's shared inbox).
    const [row] = await app.db
      .select({ pairKey: chatConversations.pairKey })
      .from(chatConversations)
      .where(eq(chatConversations.id, parsed.id))
      .limit(1);
    const inbox = inboxOf(row?.pairKey ?? null);
    if (!inbox || inbox.visitor !== session.userAccountId || inbox.exhibitorId !== product.exhibitorId)
      throw refuse();
  } else {
    const people = await app.use(chatCacheSlot).peopleOf(session.exhibitionId, [parsed.peer]);
    const peer = people.get(parsed.peer);
    if (peer?.kind !== 'employee' || peer.resigned || peer.exhibitorId !== product.exhibitorId)
      throw refuse();
  }
  const viewer = resolveViewer(session.exhibitionId, session);
  const pool = new Set<string>();
  if (product.scope === 1) {
    const [member] = await app.db
      .select({ id: clientPoolMembers.id })
      .from(clientPoolMembers)
      .where(
        and(
          eq(clientPoolMembers.exhibitorId, product.exhibitorId),
          eq(clientPoolMembers.userAccountId, session.userAccountId),
        ),
      )
      .limit(1);
    if (member) pool.add(product.exhibitorId);
    if (session.employee && !session.employee.resigned) pool.add(session.employee.exhibitorId);
  }
  if (!inPool(viewer, product, pool)) throw refuse();
  const card: ProductCardData = {
    businessID: PRODUCT_INQUIRY_BUSINESS_ID,
    productId: product.id,
    name: { zh: product.name, en: product.nameEn || product.name },
    price: product.salePrice === null ? '' : Number(product.salePrice).toFixed(2),
    // The storage key, made a URL when the message is shown (as pictures are: a BASE_PATH or storage
    // host may change after the message was written).
    cover: product.images[0] ? variantKey(product.images[0], 'thumb') : '',
  };
  // Where the card is not drawn (the conversation list), the summary names the product in the
  // reader's language (messageForShow).
  return { data: JSON.stringify(card), description: '', extension: '' };
}

/** The newest product card of a conversation (not revoked), if any. */
export async function lastProductCard(app: AppContext, conversationId: string) {
  const [row] = await app.db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.type, 'custom'),
        isNull(chatMessages.revokedAt),
        like(sql`${chatMessages.payload} ->> 'data'`, `${CARD_PREFIX}%`),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  return row ?? null;
}

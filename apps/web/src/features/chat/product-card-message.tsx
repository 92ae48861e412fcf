import type { ProductCardData } from '@openfair/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { formatPrice } from '../../shared/utils/price';

/**
 * The product a buyer asked about, as both sides of the chat see it: its picture, its name in the
 * reader's language and its price, linking to the product's page.
 */
export function ProductCardMessage({ card }: { card: ProductCardData }) {
  const { t, i18n } = useTranslation('chat');
  const english = i18n.language.startsWith('en');
  const name = english ? card.name.en || card.name.zh : card.name.zh;
  const price = formatPrice(card.price, i18n.language);
  return (
    <Link
      className="of-chat-product-card"
      to={pathTo('productDetail', { id: card.productId })}
      data-product={card.productId}
    >
      {card.cover ? <img src={card.cover} alt="" width={64} height={64} loading="lazy" /> : null}
      <span className="of-chat-product-card-text">
        <span className="of-chat-product-card-label">{t('productCard.label')}</span>
        <span className="of-chat-product-card-name">{name}</span>
        <span className="of-chat-product-card-price">{price || t('productCard.priceOnRequest')}</span>
      </span>
    </Link>
  );
}

import type { HotExhibitorSample } from '@openfair/contract';
import { Popover, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { formatPrice } from '../utils/price';
import './hot-exhibitors.css';

type Point = HotExhibitorSample['products'][number];

/** Point coordinates are fractions of the picture; clamped so a bad value never leaves the picture. */
export function pointStyle(p: Pick<Point, 'x' | 'y'>): { left: string; top: string } {
  const clamp = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5);
  return { left: `${(clamp(p.x) * 100).toFixed(2)}%`, top: `${(clamp(p.y) * 100).toFixed(2)}%` };
}

/**
 * Points open the product detail, which applies the product access rule (a restricted product alerts
 * and leads to its exhibitor), so the showcase needs no rule of its own.
 */
const productPath = (id: string) => pathTo('productDetail', { id });

function ProductCard({ product }: { product: Point }) {
  const { t, i18n } = useTranslation('shared');
  const price = formatPrice(product.price, i18n.language);
  return (
    <div className="of-hot-popover">
      {product.imageURL ? <img src={product.imageURL} alt={product.name} /> : null}
      <div>
        <strong>{product.name}</strong>
        {price ? <div className="of-hot-price">{t('hotExhibitors.productPrice', { price })}</div> : null}
        {product.description ? <p>{product.description}</p> : null}
        <Link to={productPath(product.id)}>{t('hotExhibitors.productDetail')}</Link>
      </div>
    </div>
  );
}

/**
 * One hot sample: the scene with its product points. On the home it is captioned with its exhibitor; on
 * the exhibitor's own detail (`showExhibitor` false) the caption lists the products instead, which also
 * serves readers for whom the points are small (phones) or not visible.
 */
export function HotSampleCard({
  sample,
  showExhibitor = true,
}: {
  sample: HotExhibitorSample;
  showExhibitor?: boolean;
}) {
  const { t } = useTranslation('shared');
  return (
    <article className="of-hot-card">
      <div className="of-hot-scene">
        <img src={sample.imageURL} alt={sample.exhibitorName} loading="lazy" />
        {sample.products.map((p) => (
          <Popover
            key={p.id}
            content={<ProductCard product={p} />}
            trigger={['hover', 'click']}
            // The popup's side padding is the margin it keeps from the screen edge when it is shifted in.
            classNames={{ root: 'of-hot-popover-root' }}
          >
            <button
              type="button"
              className="of-hot-point"
              style={pointStyle(p)}
              aria-label={t('hotExhibitors.productPoint', { name: p.name })}
            />
          </Popover>
        ))}
      </div>
      {showExhibitor ? (
        <div className="of-hot-body">
          <div className="of-hot-title">
            <h3>{sample.exhibitorName}</h3>
            {sample.exhibitorFloor ? (
              <Tag>{t('hotExhibitors.floor', { floor: sample.exhibitorFloor })}</Tag>
            ) : null}
          </div>
          {sample.exhibitorIntro ? <p>{sample.exhibitorIntro}</p> : null}
        </div>
      ) : sample.products.length > 0 ? (
        <div className="of-hot-body">
          <ul className="of-hot-products">
            {sample.products.map((p) => (
              <li key={p.id}>
                <Link to={productPath(p.id)}>{p.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

/** Hot samples in a grid: two columns, one on phones. */
export function HotExhibitors({
  samples,
  showExhibitor = true,
}: {
  samples: HotExhibitorSample[];
  showExhibitor?: boolean;
}) {
  return (
    <div className="of-hot-grid">
      {samples.map((s) => (
        <HotSampleCard key={s.id} sample={s} showExhibitor={showExhibitor} />
      ))}
    </div>
  );
}

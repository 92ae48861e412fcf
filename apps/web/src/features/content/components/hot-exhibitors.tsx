import type { HotExhibitorSample } from '@openfair/contract';
import { Popover, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Point = HotExhibitorSample['products'][number];

/** Point coordinates are fractions of the picture; clamped so a bad value never leaves the picture. */
export function pointStyle(p: Pick<Point, 'x' | 'y'>): { left: string; top: string } {
  const clamp = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5);
  return { left: `${(clamp(p.x) * 100).toFixed(2)}%`, top: `${(clamp(p.y) * 100).toFixed(2)}%` };
}

function ProductCard({ product }: { product: Point }) {
  const { t } = useTranslation('content');
  return (
    <div className="of-hot-popover">
      {product.imageURL ? <img src={product.imageURL} alt={product.name} /> : null}
      <div>
        <strong>{product.name}</strong>
        {product.price ? (
          <div className="of-hot-price">{t('home.productPrice', { price: product.price })}</div>
        ) : null}
        {product.description ? <p>{product.description}</p> : null}
        <Link to={`/find-exhibit/detail/${encodeURIComponent(product.id)}`}>{t('home.productDetail')}</Link>
      </div>
    </div>
  );
}

function HotSample({ sample }: { sample: HotExhibitorSample }) {
  const { t } = useTranslation('content');
  return (
    <article className="of-hot-card">
      <div className="of-hot-scene">
        <img src={sample.imageURL} alt={sample.exhibitorName} loading="lazy" />
        {sample.products.map((p) => (
          <Popover key={p.id} content={<ProductCard product={p} />} trigger={['hover', 'click']}>
            <button
              type="button"
              className="of-hot-point"
              style={pointStyle(p)}
              aria-label={t('home.productPoint', { name: p.name })}
            />
          </Popover>
        ))}
      </div>
      <div className="of-hot-body">
        <div className="of-hot-title">
          <h3>{sample.exhibitorName}</h3>
          {sample.exhibitorFloor ? <Tag>{t('home.hotFloor', { floor: sample.exhibitorFloor })}</Tag> : null}
        </div>
        {sample.exhibitorIntro ? <p>{sample.exhibitorIntro}</p> : null}
      </div>
    </article>
  );
}

export function HotExhibitors({ samples }: { samples: HotExhibitorSample[] }) {
  return (
    <div className="of-hot-grid">
      {samples.map((s) => (
        <HotSample key={s.id} sample={s} />
      ))}
    </div>
  );
}

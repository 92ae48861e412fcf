import { AD_LAYOUT, type Advertisement } from '@openfair/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useViewportSize } from '../../../shared/hooks/use-viewport-width';
import { adScrollIndex, computeAdWidth } from '../ad-width';
import { useAdvertisements } from '../api/advertisements.api';

const GAP = 12;
const CAPTION = 36;
/** Ad artwork is portrait 10:13 (e.g. 400x520); ours, the spec gives widths only. */
const AD_IMAGE_RATIO = 1.3;
/** Room taken above and below the column by the header and page margins. */
const RESERVED_HEIGHT = 140;

export function adTargetPath(ad: Pick<Advertisement, 'id' | 'type'>): string | null {
  if (!ad.id) return null;
  return pathTo(ad.type === 'actor' ? 'exhibitorDetail' : 'productDetail', { id: ad.id });
}

/**
 * Right-side advertisement column (spec 000 §2, §9): vertical auto-advance every 3000 ms that stops at
 * the last entry, width from the window width with a 300 ms resize throttle, hidden below 750 px.
 * The layout decides who sees it (never exhibitors).
 */
export function AdSideColumn() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { width, height } = useViewportSize();
  const adWidth = computeAdWidth(width);
  const { data: ads = [] } = useAdvertisements(adWidth > 0);
  const imageHeight = Math.round(adWidth * AD_IMAGE_RATIO);
  const itemHeight = imageHeight + CAPTION + GAP;
  const visible = Math.max(1, Math.floor((height - RESERVED_HEIGHT) / Math.max(itemHeight, 1)));
  const [tick, setTick] = useState(0);
  const [paused, setPaused] = useState(false);
  const index = adScrollIndex(tick, ads.length, visible);
  const atEnd = index >= Math.max(0, ads.length - visible);

  useEffect(() => {
    if (paused || atEnd || ads.length === 0) return;
    const timer = setInterval(() => setTick((n) => n + 1), AD_LAYOUT.autoplayMs);
    return () => clearInterval(timer);
  }, [paused, atEnd, ads.length]);

  if (adWidth === 0 || ads.length === 0) return null;

  return (
    <aside
      className="of-ad-column"
      style={{ width: adWidth }}
      aria-label={t('ads.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="of-ad-viewport" style={{ height: Math.min(ads.length, visible) * itemHeight - GAP }}>
        <ul className="of-ad-track" style={{ transform: `translateY(-${index * itemHeight}px)` }}>
          {ads.map((ad) => {
            const target = adTargetPath(ad);
            const body = (
              <>
                <img src={ad.img} alt={ad.name} width={adWidth} height={imageHeight} loading="lazy" />
                <span className="of-ad-caption">{ad.name}</span>
              </>
            );
            return (
              <li
                key={`${ad.type}-${ad.id}-${ad.img}`}
                style={{ height: itemHeight - GAP, marginBottom: GAP }}
              >
                {target ? (
                  <button type="button" className="of-ad-item" onClick={() => navigate(target)}>
                    {body}
                  </button>
                ) : (
                  <div className="of-ad-item">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <span className="of-ad-tag">{t('ads.tag')}</span>
    </aside>
  );
}

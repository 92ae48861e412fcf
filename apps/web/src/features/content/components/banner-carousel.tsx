import { BANNER_AUTOPLAY_MS, type Banner } from '@openfair/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SlideShow } from '../../../shared/ui/slide-show';

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  // The first banner is the home page's largest paint: fetched first, never deferred.
  const picture = (
    <img
      src={banner.coverIcon}
      alt={banner.title}
      className="of-banner-img"
      fetchPriority={first ? 'high' : undefined}
      loading={first ? 'eager' : 'lazy'}
    />
  );
  // The title is live text laid over the artwork, so it wraps to any width and follows the language;
  // the picture's alt already names it for screen readers, so the overlay is not read twice.
  const image = (
    <>
      {picture}
      {banner.title ? (
        <span className="of-banner-text" aria-hidden="true">
          <span className="of-banner-title">{banner.title}</span>
        </span>
      ) : null}
    </>
  );
  if (!banner.url) return <div className="of-banner-slide">{image}</div>;
  // EXTERNAL banners open their address in a new tab; any other opens an in-app path.
  if (banner.urlType === 'EXTERNAL') {
    return (
      <a className="of-banner-slide" href={banner.url} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <Link className="of-banner-slide" to={banner.url}>
      {image}
    </Link>
  );
}

/** Home banners with 5 s auto-advance (spec 000 §3, spec 001 §9). */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('content');
  return (
    <SlideShow
      className="of-banners"
      label={t('home.bannerLabel')}
      autoplayMs={banners.length > 1 ? BANNER_AUTOPLAY_MS : undefined}
      slides={banners.map((b, i) => <BannerSlide key={b.id} banner={b} first={i === 0} />)}
    />
  );
}

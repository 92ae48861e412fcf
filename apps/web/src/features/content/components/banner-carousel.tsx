import { BANNER_AUTOPLAY_MS, type Banner } from '@openfair/contract';
import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function BannerSlide({ banner }: { banner: Banner }) {
  const image = <img src={banner.coverIcon} alt={banner.title} className="of-banner-img" />;
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
    <section className="of-banners" aria-label={t('home.bannerLabel')}>
      <Carousel autoplay={banners.length > 1} autoplaySpeed={BANNER_AUTOPLAY_MS} dots={banners.length > 1}>
        {banners.map((b) => (
          <BannerSlide key={b.id} banner={b} />
        ))}
      </Carousel>
    </section>
  );
}

import type { UiLanguage } from '@openfair/contract';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import type { HomeCarouselItem } from '../api/home.api';

/** English pictures and links in English, falling back to the Chinese ones when missing (spec 000 §3). */
export function localizedCarousel(item: HomeCarouselItem, lang: UiLanguage) {
  const en = lang === 'en';
  return {
    picture: (en && item.pictureEn) || item.picture,
    url: (en && item.urlEn) || item.url,
  };
}

/** Where a carousel item leads: ACTOR → exhibitor detail (exhibitorId, else url); EXTERNAL → its link. */
export function carouselTarget(
  item: HomeCarouselItem,
  lang: UiLanguage,
): { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null {
  if (item.type === 'ACTOR') {
    const id = item.exhibitorId || localizedCarousel(item, lang).url;
    return id ? { kind: 'internal', to: pathTo('exhibitorDetail', { id }) } : null;
  }
  return item.externalLink ? { kind: 'external', href: item.externalLink } : null;
}

function CarouselMedia({ item, lang }: { item: HomeCarouselItem; lang: UiLanguage }) {
  const { picture } = localizedCarousel(item, lang);
  // isImge false: the organizer uploaded a short video instead of a picture.
  if (item.isImge === false) {
    return (
      <video
        className="of-featured-media"
        src={picture}
        muted
        autoPlay
        loop
        playsInline
        aria-label={item.name}
      />
    );
  }
  // The caption beside it names the item: the picture adds nothing to read out.
  return <img className="of-featured-media" src={picture} alt="" loading="lazy" />;
}

export function FeaturedCarousel({ items, lang }: { items: HomeCarouselItem[]; lang: UiLanguage }) {
  return (
    <ul className="of-featured-row">
      {items.map((item) => {
        const target = carouselTarget(item, lang);
        const body = (
          <>
            <CarouselMedia item={item} lang={lang} />
            <span className="of-featured-name">{item.name}</span>
          </>
        );
        return (
          <li key={`${item.type}-${item.index}-${item.name}`} className="of-featured-card">
            {target?.kind === 'internal' ? (
              <Link to={target.to}>{body}</Link>
            ) : target?.kind === 'external' ? (
              <a href={target.href} target="_blank" rel="noopener noreferrer">
                {body}
              </a>
            ) : (
              <div>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

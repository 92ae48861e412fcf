import type { OrganizerHotSample, UiLanguage } from '@openfair/contract';
import { useTranslation } from 'react-i18next';

/** A carousel item as the home's featured row shows it: the 4:3 picture with its name under it. */
export function CarouselCardPreview({ name, pictureUrl }: { name: string; pictureUrl: string }) {
  return (
    <div className="of-home-preview-card">
      <div className="of-home-preview-media">{pictureUrl ? <img src={pictureUrl} alt="" /> : null}</div>
      <span className="of-home-preview-name">{name}</span>
    </div>
  );
}

/** An advertisement as the side column shows it: the 10:13 portrait picture with its caption. */
export function AdPreview({ name, imageUrl }: { name: string; imageUrl: string }) {
  return (
    <div className="of-home-preview-ad">
      <div className="of-home-preview-ad-media">{imageUrl ? <img src={imageUrl} alt="" /> : null}</div>
      <span className="of-home-preview-name">{name}</span>
    </div>
  );
}

/** The home's hot samples in their order: each scene's picture with its exhibitor's name. */
export function HotSamplesPreview({ lang, samples }: { lang: UiLanguage; samples: OrganizerHotSample[] }) {
  const { t } = useTranslation(['organizer', 'organizer-home']);
  if (samples.length === 0)
    return <p className="of-organizer-note">{t('organizer-home:hot.previewEmpty')}</p>;
  return (
    <ol className="of-home-preview-hot">
      {samples.map((s) => (
        <li key={s.id}>
          <div className="of-home-preview-media">{s.imageUrl ? <img src={s.imageUrl} alt="" /> : null}</div>
          <span className="of-home-preview-name">
            {(lang === 'en' && s.exhibitorNameEn) || s.exhibitorName}
          </span>
        </li>
      ))}
    </ol>
  );
}

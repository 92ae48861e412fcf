import type { UiLanguage } from '@openfair/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijingTime } from '../../shared/utils/beijing-time';

/** The language tag a preview carries, so its text is read (and hyphenated) in that language. */
const langTag = (lang: UiLanguage) => (lang === 'en' ? 'en' : 'zh-CN');

/**
 * Both languages' previews side by side (one above the other on a phone): what a Chinese and an English
 * visitor will see, whatever the console's own language.
 */
export function PreviewPair({ render }: { render: (lang: UiLanguage) => ReactNode }) {
  const { t } = useTranslation('organizer');
  return (
    <section className="of-content-previews" aria-label={t('preview.title')}>
      {(['zh', 'en'] as const).map((lang) => (
        <figure key={lang} className="of-content-preview">
          <figcaption>{t(`preview.${lang}`)}</figcaption>
          <div lang={langTag(lang)}>{render(lang)}</div>
        </figure>
      ))}
    </section>
  );
}

/** A home banner as the home page shows it: the picture with its title laid over the left. */
export function BannerPreview({ title, imageUrl }: { title: string; imageUrl: string }) {
  return (
    <div className="of-content-banner">
      {imageUrl ? <img src={imageUrl} alt="" /> : null}
      {title && (
        <span className="of-content-banner-text">
          <span className="of-content-banner-title">{title}</span>
        </span>
      )}
    </div>
  );
}

export type ArticlePreviewText = {
  title: string;
  summary: string;
  paragraphs: string[];
  source: string;
  coverUrl: string;
  /** ISO instant; '' when not set yet */
  publishTime: string;
};

/** An article as visitors meet it: its card in the news list, then its page. */
export function ArticlePreview({ lang, article }: { lang: UiLanguage; article: ArticlePreviewText }) {
  const { t } = useTranslation('organizer');
  const time = article.publishTime ? formatBeijingTime(article.publishTime) : '';
  return (
    <div className="of-content-article">
      <div className="of-content-article-card">
        <div className="of-content-article-cover">
          {article.coverUrl ? <img src={article.coverUrl} alt="" /> : null}
        </div>
        <div>
          <div className="of-organizer-note">{time.slice(0, 10)}</div>
          <strong>{article.title}</strong>
          {article.summary ? <p>{article.summary}</p> : null}
        </div>
      </div>
      <div className="of-content-article-page">
        <strong className="of-content-article-heading">{article.title}</strong>
        <p className="of-organizer-note">
          {time && t(`preview.visitorText.${lang}.publishedAt`, { time })}
          {article.source && ` · ${t(`preview.visitorText.${lang}.source`, { source: article.source })}`}
        </p>
        {article.paragraphs.map((p, i) => (
          // Paragraph text can repeat; its position is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the text as typed
          <p key={i}>{p}</p>
        ))}
      </div>
    </div>
  );
}

import { RightOutlined, ShopOutlined } from '@ant-design/icons';
import type { ProductDetail } from '@openfair/contract';
import { App, Avatar, Descriptions, Image } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { isLoggedIn, useSession } from '../../../lib/session-store';
import { TouristPrompt } from '../components/tourist-prompt';
import { isProductDetail, isRestricted, isTouristLimited, useProductDetail } from './detail.api';
import {
  DetailBackLink,
  DetailCollectButton,
  DetailSection,
  DetailState,
  DetailTags,
  joinParts,
} from './detail-parts';

function Gallery({ detail }: { detail: ProductDetail }) {
  const { t } = useTranslation('catalog-detail');
  const [current, setCurrent] = useState(0);
  const images = detail.images;
  if (images.length === 0 && !detail.video) return <div className="of-product-main-image" />;
  const shown = images[Math.min(current, images.length - 1)];
  return (
    <div>
      {shown ? (
        <Image.PreviewGroup items={images}>
          <Image
            className="of-product-main-image"
            src={shown}
            alt={t('product.imageAlt', { name: detail.name, index: current + 1 })}
            width="100%"
          />
        </Image.PreviewGroup>
      ) : null}
      {images.length > 1 ? (
        <div className="of-product-thumbs">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className="of-product-thumb"
              aria-current={i === current}
              aria-label={t('product.showImage', { index: i + 1 })}
              onClick={() => setCurrent(i)}
            >
              <img src={src} alt="" />
            </button>
          ))}
        </div>
      ) : null}
      {detail.video ? (
        // biome-ignore lint/a11y/useMediaCaption: product videos are uploaded without caption tracks
        <video
          className="of-detail-video"
          src={detail.video}
          poster={detail.videoCover || undefined}
          controls
          preload="metadata"
        />
      ) : null}
    </div>
  );
}

function ProductInfo({ detail, canCollect }: { detail: ProductDetail; canCollect: boolean }) {
  const { t } = useTranslation('catalog-detail');
  const yesNo = (v: boolean) => t(v ? 'common.yes' : 'common.no');
  // The server sends bare amounts ("148.00"); the currency is added as on the product cards.
  const money = (amount: string) => (amount ? t('catalog:card.price', { price: amount }) : '');
  const items = [
    { key: 'purchasePrice', value: money(detail.purchasePrice) },
    { key: 'minOrder', value: detail.minOrder > 0 ? String(detail.minOrder) : '' },
    { key: 'spotTrading', value: yesNo(detail.spotTrading) },
    { key: 'customization', value: yesNo(detail.customization) },
    { key: 'brand', value: detail.brand },
    { key: 'category', value: detail.category },
    { key: 'articleNumber', value: detail.articleNumber },
  ].filter((i) => i.value);
  return (
    <div className="of-detail-header-main">
      <h1>{detail.name}</h1>
      {detail.salePrice ? (
        <p className="of-product-price">{money(detail.salePrice)}</p>
      ) : (
        <p className="of-detail-subtitle">{t('product.priceOnRequest')}</p>
      )}
      <Descriptions
        column={1}
        size="small"
        items={items.map((i) => ({ key: i.key, label: t(`product.fields.${i.key}`), children: i.value }))}
      />
      <DetailTags tags={detail.tags} />
      {canCollect ? (
        <DetailCollectButton subjectType="PRODUCT" subjectId={detail.id} collected={detail.collected} />
      ) : null}
    </div>
  );
}

function ExhibitorBox({ exhibitor }: { exhibitor: ProductDetail['exhibitor'] }) {
  const { t } = useTranslation('catalog-detail');
  const booth = joinParts([exhibitor.floor, exhibitor.boothNumber]);
  return (
    <DetailSection title={t('product.exhibitor')}>
      <Link to={pathTo('exhibitorDetail', { id: exhibitor.id })} className="of-exhibitor-box">
        <Avatar shape="square" size={56} src={exhibitor.logo || undefined} icon={<ShopOutlined />} alt="" />
        <span className="of-employee-text">
          <strong>{exhibitor.name}</strong>
          {booth ? <span>{t('exhibitor.booth', { booth })}</span> : null}
        </span>
        <RightOutlined />
      </Link>
    </DetailSection>
  );
}

/**
 * Product detail (/find-exhibit/detail/:id). A product of scope 1 outside the viewer's client pool comes
 * back as {restricted, exhibitorId}: the spec's alert is shown, then the exhibitor's detail opens instead
 * (spec 000 §8, spec 001 §4). A guest past the tourist limit gets the login prompt of the lists.
 */
export function ProductDetailScreen() {
  const { t } = useTranslation('catalog-detail');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { id = '' } = useParams<{ id: string }>();
  const session = useSession();
  const canCollect = !(isLoggedIn(session) && session.subjectType === 'ACTOR');
  const query = useProductDetail(id);
  const data = query.data;
  const alerted = useRef('');

  useEffect(() => {
    if (!isRestricted(data) || alerted.current === id) return;
    alerted.current = id;
    const target = pathTo('exhibitorDetail', { id: data.exhibitorId });
    modal.warning({
      title: t('product.restrictedTitle'),
      content: t('product.restricted'),
      okText: t('product.restrictedOk'),
      // OK is the only way out and it leads on: the product itself is not shown to this viewer.
      keyboard: false,
      maskClosable: false,
      onOk: () => navigate(target, { replace: true }),
    });
  }, [data, id, modal, navigate, t]);

  return (
    <>
      <DetailBackLink parent="product" />
      <DetailState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {isTouristLimited(data) ? (
          <div className="of-detail-tourist">
            <TouristPrompt />
          </div>
        ) : null}
        {isProductDetail(data) ? (
          <div className="of-detail">
            <div className="of-product-layout">
              <Gallery detail={data} />
              <ProductInfo detail={data} canCollect={canCollect} />
            </div>
            <ExhibitorBox exhibitor={data.exhibitor} />
            {data.intro ? (
              <DetailSection title={t('product.intro')}>
                <p className="of-detail-text">{data.intro}</p>
              </DetailSection>
            ) : null}
            {data.detailImages.length > 0 ? (
              <DetailSection title={t('product.detailPictures')}>
                <div className="of-long-pictures">
                  {data.detailImages.map((src, i) => (
                    <img
                      key={src}
                      src={src}
                      loading="lazy"
                      alt={t('product.detailAlt', { name: data.name, index: i + 1 })}
                    />
                  ))}
                </div>
              </DetailSection>
            ) : null}
          </div>
        ) : null}
      </DetailState>
    </>
  );
}

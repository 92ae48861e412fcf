import { RightOutlined, ShopOutlined } from '@ant-design/icons';
import { mayCollect, type ProductDetail } from '@openfair/contract';
import { Avatar, Button, Image } from 'antd';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useScreenName } from '../../../lib/document-title';
import { pathTo } from '../../../lib/paths';
import { isLoggedIn, useSession } from '../../../lib/session-store';
import { ChatButton } from '../../../shared/chat/chat-button';
import { FactList } from '../../../shared/ui/fact-list';
import { useFeedback } from '../../../shared/ui/feedback';
import { formatPrice } from '../../../shared/utils/price';
import { TouristPrompt } from '../components/tourist-prompt';
import { isProductDetail, isRestricted, isTouristLimited, useProductDetail } from './detail.api';
import {
  DetailBackLink,
  DetailCollectButton,
  DetailSection,
  DetailState,
  DetailTags,
  useHallAndBooth,
} from './detail-parts';

/**
 * Main picture and thumbnails. The main picture is a button that opens the full-screen preview at the
 * shown picture; the thumbnails are buttons (Tab, Enter) and the arrow keys step between them.
 */
function Gallery({ detail }: { detail: ProductDetail }) {
  const { t } = useTranslation('catalog-detail');
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const images = detail.images;
  if (images.length === 0 && !detail.video) return <div className="of-product-main-image" />;
  const index = Math.min(current, images.length - 1);
  const shown = images[index];
  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (i + step + images.length) % images.length;
    setCurrent(next);
    thumbs.current[next]?.focus();
  };
  return (
    <div className="of-product-gallery">
      {shown ? (
        <>
          <button
            type="button"
            className="of-product-main"
            aria-label={t('product.enlarge', { index: index + 1, total: images.length })}
            onClick={() => setOpen(true)}
          >
            <img
              className="of-product-main-image"
              // The page's largest paint: fetched ahead of everything else.
              fetchPriority="high"
              src={shown}
              alt={t('product.imageAlt', { name: detail.name, index: index + 1 })}
            />
          </button>
          <Image.PreviewGroup
            items={images}
            preview={{
              open,
              current: index,
              onOpenChange: (value) => setOpen(value),
              onChange: (value) => setCurrent(value),
            }}
          />
        </>
      ) : null}
      {images.length > 1 ? (
        <div className="of-product-thumbs">
          {images.map((src, i) => (
            <button
              key={src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              className="of-product-thumb"
              aria-current={i === index}
              aria-label={t('product.showImage', { index: i + 1 })}
              onClick={() => setCurrent(i)}
              onKeyDown={(event) => onThumbKey(event, i)}
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

/**
 * What a buyer weighs first: each price named by what it means to them, with the currency, and the
 * minimum order with its unit. The product cards show the sale price, so it comes first here too.
 */
function ProductPrices({ detail }: { detail: ProductDetail }) {
  const { t, i18n } = useTranslation('catalog-detail');
  const sale = formatPrice(detail.salePrice, i18n.language);
  const purchase = formatPrice(detail.purchasePrice, i18n.language);
  const rows = [
    { key: 'salePrice', value: sale, main: true },
    { key: 'purchasePrice', value: purchase, main: false },
    {
      key: 'minOrder',
      value: detail.minOrder > 0 ? t('product.minOrderValue', { count: detail.minOrder }) : '',
      main: false,
    },
  ].filter((r) => r.value);
  if (!sale && !purchase) {
    return (
      <>
        <p className="of-detail-subtitle">{t('product.priceOnRequest')}</p>
        {rows.length > 0 ? <PriceList rows={rows} /> : null}
      </>
    );
  }
  return <PriceList rows={rows} />;
}

function PriceList({ rows }: { rows: { key: string; value: string; main: boolean }[] }) {
  const { t } = useTranslation('catalog-detail');
  return (
    <dl className="of-product-prices" aria-label={t('product.prices')}>
      {rows.map((r) => (
        <div key={r.key} className={r.main ? 'of-price-item of-price-main' : 'of-price-item'}>
          <dt>{t(r.key === 'minOrder' ? 'product.fields.minOrder' : `product.${r.key}`)}</dt>
          <dd>
            <span className="of-price-value">{r.value}</span>
            <span className="of-price-hint">{t(`product.${r.key}Hint`)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

// The order form is loaded when a buyer opens it, not with every product page.
const IntentOrderDialog = lazy(() =>
  import('./intent-order-dialog').then((m) => ({ default: m.IntentOrderDialog })),
);

/** A visitor's intent order on the product (spec 001 §3); the form opens in a dialog. */
function IntentOrderButton({ detail }: { detail: ProductDetail }) {
  const { t } = useTranslation('catalog-detail');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('order.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <IntentOrderDialog
            productId={detail.id}
            productName={detail.name}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The exhibitor's card beside the product: logo, name, hall and booth, a link to its page. */
function ExhibitorBox({ exhibitor }: { exhibitor: ProductDetail['exhibitor'] }) {
  const { t } = useTranslation('catalog-detail');
  const place = useHallAndBooth(exhibitor.floor, exhibitor.boothNumber);
  return (
    <Link to={pathTo('exhibitorDetail', { id: exhibitor.id })} className="of-exhibitor-box">
      <Avatar shape="square" size={48} src={exhibitor.logo || undefined} icon={<ShopOutlined />} alt="" />
      <span className="of-employee-text">
        <small className="of-exhibitor-box-label">{t('product.exhibitor')}</small>
        <strong>{exhibitor.name}</strong>
        {place ? <span>{place}</span> : null}
      </span>
      <span className="of-exhibitor-box-go">
        {t('product.viewExhibitor')} <RightOutlined aria-hidden />
      </span>
    </Link>
  );
}

function ProductInfo({
  detail,
  canCollect,
  canOrder,
}: {
  detail: ProductDetail;
  canCollect: boolean;
  canOrder: boolean;
}) {
  const { t } = useTranslation('catalog-detail');
  const yesNo = (v: boolean) => t(v ? 'common.yes' : 'common.no');
  const items = [
    { key: 'spotTrading', value: yesNo(detail.spotTrading) },
    { key: 'customization', value: yesNo(detail.customization) },
    { key: 'brand', value: detail.brand },
    { key: 'category', value: detail.category },
    { key: 'articleNumber', value: detail.articleNumber },
  ].filter((i) => i.value);
  return (
    <div className="of-detail-header-main of-product-info">
      <h1>{detail.name}</h1>
      <ProductPrices detail={detail} />
      <ExhibitorBox exhibitor={detail.exhibitor} />
      <div className="of-detail-actions">
        {canOrder ? <IntentOrderButton detail={detail} /> : null}
        {canCollect ? (
          <DetailCollectButton subjectType="PRODUCT" subjectId={detail.id} collected={detail.collected} />
        ) : null}
        {/* A buyer writes to the exhibitor's shared inbox; staff and organizers talk to its first employee
            (admins first). Logged in, the chat dialog opens here, with the product's card. */}
        <ChatButton
          exhibitorId={detail.exhibitor.id}
          userID={detail.exhibitor.chatUserID}
          productId={detail.id}
          name={detail.exhibitor.name}
          accessibleName={t('exhibitor.chatWith', { name: detail.exhibitor.name })}
        >
          {t('exhibitor.contact')}
        </ChatButton>
      </div>
      <DetailTags tags={detail.tags} />
      <FactList
        className="of-product-facts"
        column={1}
        size="small"
        items={items.map((i) => ({ key: i.key, label: t(`product.fields.${i.key}`), children: i.value }))}
      />
    </div>
  );
}

/**
 * Product detail (/find-exhibit/detail/:id). A product of scope 1 outside the viewer's client pool comes
 * back as {restricted, exhibitorId}: the spec's alert is shown, then the exhibitor's detail opens instead
 * (spec 000 §8, spec 001 §4). A guest past the tourist limit gets the login prompt of the lists.
 */
export function ProductDetailScreen() {
  const { t } = useTranslation('catalog-detail');
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const { id = '' } = useParams<{ id: string }>();
  const session = useSession();
  const canCollect = !isLoggedIn(session) || mayCollect(session.subjectType, 'PRODUCT');
  // Intent orders and invitations are a logged-in buyer's (spec 001 §3, spec 000 §8).
  const isVisitor = isLoggedIn(session) && session.subjectType === 'VISITOR';
  const query = useProductDetail(id);
  const data = query.data;
  useScreenName(isProductDetail(data) ? data.name : undefined);
  const alerted = useRef('');

  useEffect(() => {
    if (!isRestricted(data) || alerted.current === id) return;
    alerted.current = id;
    const target = pathTo('exhibitorDetail', { id: data.exhibitorId });
    const leave = () => navigate(target, { replace: true });
    if (!isVisitor) {
      modal.warning({
        title: t('product.restrictedTitle'),
        content: t('product.restricted'),
        okText: t('product.restrictedLater'),
        // OK is the only way out and it leads on: the product itself is not shown to this viewer.
        keyboard: false,
        maskClosable: false,
        onOk: leave,
      });
      return;
    }
    // A buyer may ask the exhibitor for approval ("Click Invite"); either way the exhibitor's page opens.
    modal.confirm({
      title: t('product.restrictedTitle'),
      content: t('product.restricted'),
      okText: t('product.restrictedOk'),
      cancelText: t('product.restrictedLater'),
      keyboard: false,
      maskClosable: false,
      onOk: () =>
        import('./intent-order-dialog')
          .then((m) => m.askApproval(data.exhibitorId, id))
          .then(() => {
            void message.success(t('product.invited'));
            leave();
          }),
      onCancel: leave,
    });
  }, [data, id, isVisitor, message, modal, navigate, t]);

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
              <ProductInfo detail={data} canCollect={canCollect} canOrder={isVisitor} />
            </div>
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

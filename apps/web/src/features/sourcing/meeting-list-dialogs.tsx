/** The meeting list's sign-up dialog and buyers' drawer, loaded after the list (meeting-list-screen.tsx). */
import {
  fillMessage,
  type Meeting,
  type Sign,
  SOURCING_BOOTH_MAX,
  SOURCING_CONTACT_MAX,
  SOURCING_EXHIBITS_MAX,
  sourcingMessages,
} from '@openfair/contract';
import { Alert, Button, Descriptions, Drawer, Form, Image, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { patternRule } from '../../shared/form/form-rules';
import { useFeedback } from '../../shared/ui/feedback';
import { QueryState } from '../../shared/ui/query-state';
import { ListEntry, useMeetingText } from './meeting-parts';
import { useNeedDetail, useNeeds, useOwnExhibits, useSaveSign, useUpdateSign } from './sourcing.api';
import '../../shared/form/form.css';
import './sourcing.css';
import { Pagination } from '../../shared/ui/pagination';
import { Skeleton } from '../../shared/ui/skeleton';

type Values = { boothNumber: string; contactName: string; contactMobile: string; productIds: string[] };

/** Sign up for a meeting, or correct a pending or failed sign-up (administrators of upgraded exhibitors). */
export function SignDialog({
  meeting,
  sign,
  onClose,
}: {
  meeting: Pick<Meeting, 'id' | 'title' | 'titleEn'>;
  sign: Sign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('sourcing');
  const lang = useSession((s) => s.language);
  const title = useMeetingText();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const exhibits = useOwnExhibits(keyword, true);
  const save = useSaveSign();
  const update = useUpdateSign();
  const pending = save.isPending || update.isPending;
  const error = save.error ?? update.error;
  const name = (p: { name: string; nameEn: string }) => (lang === 'en' ? p.nameEn || p.name : p.name);
  // The picked ones stay offered while the search shows others.
  const options = [
    ...(sign?.products ?? []).map((p) => ({ value: p.id, label: name(p) })),
    ...(exhibits.data?.list ?? []).map((p) => ({ value: p.id, label: name(p) })),
  ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  const tooMany = fillMessage(sourcingMessages.tooManyExhibits, { max: SOURCING_EXHIBITS_MAX });
  const submit = (v: Values) => {
    const done = () => {
      void message.success(t(sign ? 'sign.updated' : 'sign.submitted'));
      onClose();
    };
    if (sign) update.mutate({ id: sign.id, ...v }, { onSuccess: done });
    else save.mutate({ meetingId: meeting.id, ...v }, { onSuccess: done });
  };
  const required = { required: true, whitespace: true, message: t('sign.required') };
  return (
    <Modal
      open
      width={640}
      title={t(sign ? 'sign.editTitle' : 'sign.title', { meeting: title(meeting) })}
      okText={t(sign ? 'sign.resubmit' : 'sign.submit')}
      cancelText={t('sign.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          boothNumber: sign?.boothNumber ?? '',
          contactName: sign?.contactName ?? '',
          contactMobile: sign?.contactMobile ?? '',
          productIds: sign?.products.map((p) => p.id) ?? [],
        }}
      >
        <div className="of-form-grid">
          <Form.Item name="boothNumber" label={t('sign.fields.booth')} rules={[required]}>
            <Input maxLength={SOURCING_BOOTH_MAX} />
          </Form.Item>
          <Form.Item name="contactName" label={t('sign.fields.contactName')} rules={[required]}>
            <Input maxLength={SOURCING_CONTACT_MAX} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="contactMobile"
            label={t('sign.fields.contactMobile')}
            rules={[required, patternRule(lang, 'genericPhone')]}
          >
            <Input maxLength={30} inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item
            name="productIds"
            label={t('sign.fields.exhibits', { max: SOURCING_EXHIBITS_MAX })}
            extra={t('sign.exhibitsHelp', { max: SOURCING_EXHIBITS_MAX })}
            className="of-span-all"
            rules={[
              { required: true, type: 'array', min: 1, message: t('sign.exhibitsRequired') },
              { type: 'array', max: SOURCING_EXHIBITS_MAX, message: lang === 'en' ? tooMany.en : tooMany.zh },
            ]}
          >
            <Select
              mode="multiple"
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              maxCount={SOURCING_EXHIBITS_MAX}
              loading={exhibits.isFetching}
              options={options}
              notFoundContent={exhibits.isFetching ? t('sign.searching') : t('sign.noExhibits')}
              aria-label={t('sign.fields.exhibits', { max: SOURCING_EXHIBITS_MAX })}
            />
          </Form.Item>
        </div>
        {error && (
          <Alert type="error" showIcon title={error instanceof ApiError ? error.message : t('loadError')} />
        )}
      </Form>
    </Modal>
  );
}

/** One buyer's need, as an exhibitor approved for its meeting reads it. */
function BuyerNeed({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('sourcing');
  const need = useNeedDetail(id);
  const n = need.data;
  return (
    <Modal open footer={null} onCancel={onClose} title={n ? n.product : t('buyers.detail')} width={640}>
      <QueryState
        pending={need.isPending}
        error={need.isError}
        empty={false}
        onRetry={() => void need.refetch()}
        skeleton={<Skeleton active />}
        compact
      >
        {n && (
          <>
            {n.productImageUrl && <Image width={160} src={n.productImageUrl} alt={n.product} />}
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'qty',
                  label: t('need.fields.quantity'),
                  children: `${n.purchaseQuantity.toLocaleString()} ${t(`units.${n.unit}`, { defaultValue: n.unit })}`,
                },
                { key: 'date', label: t('need.fields.expectedDate'), children: n.expectedDate },
                { key: 'cert', label: t('need.fields.certificates'), children: n.certificates || '—' },
                {
                  key: 'supplier',
                  label: t('buyers.supplier'),
                  children: [
                    t(`profile:businessNature.${n.supplierBusinessNature}`, {
                      defaultValue: n.supplierBusinessNature,
                    }),
                    t(`scales.${n.supplierScale}`, { defaultValue: n.supplierScale }),
                    n.supplierRegion,
                  ]
                    .filter(Boolean)
                    .join(' · '),
                },
                { key: 'other', label: t('need.fields.other'), children: n.other || '—' },
                { key: 'buyer', label: t('need.fields.name'), children: `${n.name} · ${n.companyName}` },
                {
                  key: 'nature',
                  label: t('need.fields.businessNature'),
                  children: t(`profile:businessNature.${n.businessNature}`, {
                    defaultValue: n.businessNature,
                  }),
                },
                { key: 'email', label: t('need.fields.email'), children: n.email },
                { key: 'mobile', label: t('need.fields.mobile'), children: n.mobile },
                { key: 'website', label: t('need.fields.website'), children: n.website || '—' },
              ]}
            />
          </>
        )}
      </QueryState>
    </Modal>
  );
}

/** The approved buyers' needs of a meeting the company's sign-up passed for: the business matching. */
export function Buyers({ sign, onClose }: { sign: Sign; onClose: () => void }) {
  const { t } = useTranslation('sourcing');
  const title = useMeetingText();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const needs = useNeeds(sign.meeting.id, page);
  return (
    <Drawer open onClose={onClose} size="large" title={t('buyers.title', { meeting: title(sign.meeting) })}>
      <p className="of-sourcing-note">{t('buyers.intro')}</p>
      <QueryState
        pending={needs.isPending}
        error={needs.isError}
        empty={(needs.data?.list.length ?? 0) === 0}
        onRetry={() => void needs.refetch()}
        skeleton={<Skeleton active />}
        emptyText={t('buyers.none')}
        compact
      >
        <ul className="of-sourcing-entries">
          {(needs.data?.list ?? []).map((n) => (
            <ListEntry
              key={n.id}
              actions={[
                <Button
                  key="open"
                  size="small"
                  onClick={() => setOpen(n.id)}
                  aria-label={`${t('buyers.view')} ${n.product}`}
                  autoInsertSpace={false}
                >
                  {t('buyers.view')}
                </Button>,
              ]}
              title={`${n.product} · ${n.purchaseQuantity.toLocaleString()} ${t(`units.${n.unit}`, { defaultValue: n.unit })}`}
              description={`${n.companyName} · ${t('buyers.expected', { date: n.expectedDate })}`}
            />
          ))}
        </ul>
        {(needs.data?.total ?? 0) > 10 && (
          <Pagination current={page} pageSize={10} total={needs.data?.total ?? 0} onChange={setPage} />
        )}
      </QueryState>
      {open && <BuyerNeed id={open} onClose={() => setOpen(null)} />}
    </Drawer>
  );
}

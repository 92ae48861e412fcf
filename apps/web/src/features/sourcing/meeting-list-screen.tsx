import {
  fillMessage,
  type Meeting,
  type Sign,
  SOURCING_BOOTH_MAX,
  SOURCING_CONTACT_MAX,
  SOURCING_EXHIBITS_MAX,
  sourcingMessages,
} from '@openfair/contract';
import { Alert, Button, Card, Descriptions, Drawer, Form, Image, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { pathTo } from '../../lib/paths';
import { isLoggedIn, useSession } from '../../lib/session-store';
import { patternRule } from '../../shared/form/form-rules';
import { useFeedback } from '../../shared/ui/feedback';
import { QueryState } from '../../shared/ui/query-state';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { ListEntry, MeetingFacts, ReviewState, StageTag, useMeetingText } from './meeting-parts';
import {
  useMeetings,
  useNeedDetail,
  useNeeds,
  useOwnExhibits,
  useSaveSign,
  useSigns,
  useUpdateSign,
} from './sourcing.api';
import '../../shared/form/form.css';
import './sourcing.css';
import { Pagination } from '../../shared/ui/pagination';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

type Values = { boothNumber: string; contactName: string; contactMobile: string; productIds: string[] };

/** Sign up for a meeting, or correct a pending or failed sign-up (administrators of upgraded exhibitors). */
function SignDialog({
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
function Buyers({ sign, onClose }: { sign: Sign; onClose: () => void }) {
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

/** The company's sign-ups with where their review stands, and each one's next step. */
function MySigns({
  admin,
  onEdit,
  onBuyers,
}: {
  admin: boolean;
  onEdit: (sign: Sign) => void;
  onBuyers: (sign: Sign) => void;
}) {
  const { t } = useTranslation('sourcing');
  const lang = useSession((s) => s.language);
  const title = useMeetingText();
  const [page, setPage] = useState(1);
  const signs = useSigns(page);
  return (
    <QueryState
      pending={signs.isPending}
      error={signs.isError}
      empty={(signs.data?.list.length ?? 0) === 0}
      onRetry={() => void signs.refetch()}
      skeleton={<Skeleton active />}
      emptyText={t('sign.none')}
      compact
    >
      <ul className="of-sourcing-entries">
        {(signs.data?.list ?? []).map((s) => (
          <ListEntry
            key={s.id}
            actions={[
              ...(s.status === 'approved'
                ? [
                    <Button key="buyers" size="small" type="primary" onClick={() => onBuyers(s)}>
                      {t('sign.buyers')}
                    </Button>,
                  ]
                : []),
              ...(admin && s.status !== 'approved' && s.meeting.open
                ? [
                    <Button
                      key="edit"
                      size="small"
                      onClick={() => onEdit(s)}
                      aria-label={`${t(s.status === 'rejected' ? 'sign.correct' : 'sign.edit')} ${title(s.meeting)}`}
                      autoInsertSpace={false}
                    >
                      {t(s.status === 'rejected' ? 'sign.correct' : 'sign.edit')}
                    </Button>,
                  ]
                : []),
            ]}
            title={
              <span>
                {title(s.meeting)} <StageTag stage={s.meeting.stage} />
              </span>
            }
            description={
              <>
                <ReviewState status={s.status} reason={s.reason} />
                <div className="of-sourcing-note">
                  {t('sign.summary', {
                    booth: s.boothNumber,
                    contact: s.contactName,
                    exhibits: s.products
                      .map((p) => (lang === 'en' ? p.nameEn || p.name : p.name))
                      .join(lang === 'en' ? ', ' : '、'),
                  })}
                </div>
                <div className="of-sourcing-note">
                  {t('need.submittedAt', { time: formatBeijingTime(s.submittedAt) })}
                </div>
              </>
            }
          />
        ))}
      </ul>
      {(signs.data?.total ?? 0) > 10 && (
        <Pagination current={page} pageSize={10} total={signs.data?.total ?? 0} onChange={setPage} />
      )}
    </QueryState>
  );
}

/** /meetingList: exhibitors sign up for sourcing meetings and, once approved, meet the buyers' needs. */
export function MeetingListScreen() {
  const { t } = useTranslation('sourcing');
  const lang = useSession((s) => s.language);
  const loggedIn = useSession(isLoggedIn);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = params.get('meeting') ?? '';
  const meetings = useMeetings('current', 1, 50);
  const [dialog, setDialog] = useState<{
    meeting: Pick<Meeting, 'id' | 'title' | 'titleEn'>;
    sign: Sign | null;
  } | null>(null);
  const [buyers, setBuyers] = useState<Sign | null>(null);
  const title = useMeetingText();
  if (!loggedIn)
    return (
      <div className="of-sourcing-page">
        <StatusResult
          status="info"
          title={t('sign.guestTitle')}
          subTitle={t('sign.guestText')}
          extra={
            <Button type="primary" onClick={() => navigate(pathTo('login'))}>
              {t('docking.logIn')}
            </Button>
          }
        />
      </div>
    );
  const viewer = meetings.data?.viewer;
  const mayAct = Boolean(viewer?.upgraded && viewer.admin);
  // The meeting the docking page sent us for comes first.
  const list = [...(meetings.data?.list ?? [])].sort(
    (a, b) => Number(b.id === wanted) - Number(a.id === wanted),
  );
  return (
    <div className="of-sourcing-page">
      <Card title={<h1 className="of-sourcing-title">{t('sign.pageTitle')}</h1>}>
        {viewer && !viewer.upgraded && (
          <Alert
            type="warning"
            showIcon
            className="of-sourcing-sharing"
            title={lang === 'en' ? sourcingMessages.notUpgraded.en : sourcingMessages.notUpgraded.zh}
          />
        )}
        {viewer?.upgraded && !viewer.admin && (
          <Alert type="info" showIcon className="of-sourcing-sharing" title={t('docking.askAdmin')} />
        )}
        <QueryState
          pending={meetings.isPending}
          error={meetings.isError}
          empty={list.length === 0}
          onRetry={() => void meetings.refetch()}
          skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
          emptyText={t('docking.empty.current')}
        >
          <ul className="of-sourcing-list">
            {list.map((m) => (
              <li key={m.id} className="of-sourcing-meeting">
                <div className="of-sourcing-meeting-body">
                  <h2>
                    {title(m)} <StageTag stage={m.stage} />
                  </h2>
                  <MeetingFacts meeting={m} />
                </div>
                <div className="of-sourcing-meeting-action">
                  {m.mine ? (
                    <ReviewState status={m.mine.status} reason={m.mine.reason} />
                  ) : !m.open ? (
                    <p className="of-sourcing-note">{t('docking.closed')}</p>
                  ) : mayAct ? (
                    <Button
                      type="primary"
                      onClick={() => setDialog({ meeting: m, sign: null })}
                      aria-label={`${t('docking.signUp')} ${title(m)}`}
                      autoInsertSpace={false}
                    >
                      {t('docking.signUp')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </QueryState>
      </Card>
      <Card title={<h2 className="of-sourcing-title">{t('sign.mine')}</h2>}>
        <MySigns
          admin={mayAct}
          onEdit={(s) => setDialog({ meeting: s.meeting, sign: s })}
          onBuyers={(s) => setBuyers(s)}
        />
      </Card>
      <Space>
        <Link to={pathTo('procurementDocking')}>{t('need.allMeetings')}</Link>
      </Space>
      {dialog && <SignDialog meeting={dialog.meeting} sign={dialog.sign} onClose={() => setDialog(null)} />}
      {buyers && <Buyers sign={buyers} onClose={() => setBuyers(null)} />}
    </div>
  );
}

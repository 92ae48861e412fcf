import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ExhibitorPackage,
  ExhibitorPackages,
  Floors,
  type OrganizerExhibitor,
} from '@openfair/contract';
import { Alert, Button, Divider, Form, Input, Modal, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { CONSOLE_PAGE_SIZE, ConsoleFilter, ConsoleTable, useConsoleListParams } from './console-list';
import { CreatedPasswordDialog } from './created-password-dialog';
import { useCreateExhibitor, useOrganizerExhibitors, useUpdateExhibitor } from './organizer.api';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';

// The import (Excel reading, the report and password tables) loads when it is opened, not with the list.
const ExhibitorImportDialog = lazy(() =>
  import('./exhibitor-import-dialog').then((m) => ({ default: m.ExhibitorImportDialog })),
);

type Values = {
  name: string;
  nameEn: string;
  package: ExhibitorPackage;
  floor: string;
  boothNumber: string;
  boothArea: string;
  admin: { name: string; email: string; mobile: string; position: string };
};

function ExhibitorDialog({
  exhibitor,
  onClose,
}: {
  exhibitor: OrganizerExhibitor | null;
  onClose: (created?: { name: string; password: string }) => void;
}) {
  const { t } = useTranslation('organizer');
  const { message } = useFeedback();
  const create = useCreateExhibitor();
  const update = useUpdateExhibitor();
  const [form] = Form.useForm<Values>();
  const failed = create.error ?? update.error;
  const submit = ({ admin, ...booth }: Values) => {
    const fields = { ...booth, floor: booth.floor as (typeof Floors)[number] | '' };
    if (exhibitor)
      update.mutate(
        { id: exhibitor.id, ...fields },
        {
          onSuccess: () => {
            void message.success(t('common.saved'));
            onClose();
          },
        },
      );
    else
      create.mutate(
        { ...fields, admin },
        { onSuccess: (made) => onClose({ name: made.exhibitor.name, password: made.initialPassword }) },
      );
  };
  const emailOrMobile = ({ getFieldValue }: { getFieldValue: (path: string[]) => unknown }) => ({
    validator: () =>
      String(getFieldValue(['admin', 'email']) ?? '').trim() ||
      String(getFieldValue(['admin', 'mobile']) ?? '').trim()
        ? Promise.resolve()
        : Promise.reject(new Error(t('exhibitors.admin.emailOrMobile'))),
  });
  return (
    <Modal
      open
      width={640}
      title={exhibitor ? t('exhibitors.editTitle', { name: exhibitor.name }) : t('exhibitors.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: exhibitor?.name ?? '',
          nameEn: exhibitor?.nameEn ?? '',
          package: exhibitor?.package ?? 'basic',
          floor: exhibitor?.floor ?? '',
          boothNumber: exhibitor?.boothNumber ?? '',
          boothArea: exhibitor?.boothArea ?? '',
          admin: { name: '', email: '', mobile: '', position: '' },
        }}
        onFinish={submit}
      >
        <div className="of-form-grid">
          <Form.Item
            name="name"
            label={t('exhibitors.fields.name')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('exhibitors.fields.nameEn')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="package" label={t('exhibitors.fields.package')}>
            <Select
              options={ExhibitorPackages.map((p) => ({ value: p, label: t(`exhibitors.packages.${p}`) }))}
            />
          </Form.Item>
          <Form.Item name="floor" label={t('exhibitors.fields.floor')}>
            <Select allowClear options={Floors.map((f) => ({ value: f, label: f }))} />
          </Form.Item>
          <Form.Item name="boothNumber" label={t('exhibitors.fields.boothNumber')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="boothArea" label={t('exhibitors.fields.boothArea')}>
            <Input maxLength={32} inputMode="decimal" />
          </Form.Item>
        </div>
        {!exhibitor && (
          <>
            <Divider titlePlacement="start">{t('exhibitors.admin.title')}</Divider>
            <p className="of-organizer-note">{t('exhibitors.admin.help')}</p>
            <div className="of-form-grid">
              <Form.Item
                name={['admin', 'name']}
                label={t('exhibitors.admin.name')}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item name={['admin', 'position']} label={t('exhibitors.admin.position')}>
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item
                name={['admin', 'email']}
                label={t('exhibitors.admin.email')}
                dependencies={[['admin', 'mobile']]}
                rules={[{ type: 'email' }, emailOrMobile]}
              >
                <Input maxLength={128} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name={['admin', 'mobile']}
                label={t('exhibitors.admin.mobile')}
                dependencies={[['admin', 'email']]}
              >
                <Input maxLength={32} inputMode="tel" autoComplete="off" />
              </Form.Item>
            </div>
          </>
        )}
        {failed && (
          <Alert type="error" showIcon title={failed instanceof ApiError ? failed.message : String(failed)} />
        )}
      </Form>
    </Modal>
  );
}

function ExhibitorList() {
  const { t } = useTranslation('organizer');
  const { pageNum, keyword, setParam, pick } = useConsoleListParams();
  const pkg = pick('package', ExhibitorPackages);
  const request = { pageNum, pageSize: CONSOLE_PAGE_SIZE, keyword, package: pkg };
  const list = useOrganizerExhibitors(request);
  const [editing, setEditing] = useState<{ exhibitor: OrganizerExhibitor | null } | null>(null);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  const [importing, setImporting] = useState(false);

  const columns: ColumnsType<OrganizerExhibitor> = [
    {
      key: 'name',
      title: t('exhibitors.fields.name'),
      render: (_, e) => (
        <>
          <div>{e.name}</div>
          {e.nameEn && <div className="of-organizer-note">{e.nameEn}</div>}
        </>
      ),
    },
    { key: 'code', title: t('exhibitors.fields.code'), dataIndex: 'code' },
    {
      key: 'package',
      title: t('exhibitors.fields.package'),
      render: (_, e) => (
        <Tag color={e.package === 'upgraded' ? 'gold' : undefined}>
          {t(`exhibitors.packages.${e.package}`)}
        </Tag>
      ),
    },
    {
      key: 'booth',
      title: t('exhibitors.fields.boothNumber'),
      render: (_, e) => [e.floor, e.boothNumber].filter(Boolean).join(' · '),
    },
    {
      key: 'createdAt',
      title: t('exhibitors.fields.createdAt'),
      render: (_, e) => formatBeijingTime(e.createdAt, 'date'),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, e) => (
        <Button
          type="link"
          size="small"
          onClick={() => setEditing({ exhibitor: e })}
          aria-label={`${t('common.edit')} ${e.name}`}
        >
          {t('common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div className="of-organizer-page">
      <div className="of-organizer-toolbar">
        <Input.Search
          allowClear
          key={keyword}
          defaultValue={keyword}
          placeholder={t('exhibitors.search')}
          aria-label={t('exhibitors.search')}
          className="of-organizer-search"
          onSearch={(value) => setParam('keyword', value.trim())}
        />
        <ConsoleFilter
          label={t('exhibitors.packageFilter')}
          value={pkg}
          options={ExhibitorPackages.map((p) => ({ value: p, label: t(`exhibitors.packages.${p}`) }))}
          onChange={(value) => setParam('package', value)}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ exhibitor: null })}>
          {t('exhibitors.add')}
        </Button>
        <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)}>
          {t('exhibitors.import.open')}
        </Button>
      </div>
      <ConsoleTable<OrganizerExhibitor>
        query={list}
        columns={columns}
        pageNum={pageNum}
        onPage={(page) => setParam('page', page)}
        emptyText={t('exhibitors.empty')}
      />
      {editing && (
        <ExhibitorDialog
          exhibitor={editing.exhibitor}
          onClose={(made) => {
            setEditing(null);
            if (made) setCreated(made);
          }}
        />
      )}
      {created && (
        <CreatedPasswordDialog area="exhibitors" created={created} onClose={() => setCreated(null)} />
      )}
      {importing && (
        <Suspense fallback={null}>
          <ExhibitorImportDialog open onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** /organizer/exhibitors: the fair's exhibitors, created with their administrator (owners). */
export function OrganizerExhibitorsScreen() {
  return <PermissionGate permission="manageExhibitors">{() => <ExhibitorList />}</PermissionGate>;
}

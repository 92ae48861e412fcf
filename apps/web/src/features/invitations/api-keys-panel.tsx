import { KeyOutlined } from '@ant-design/icons';
import {
  type ApiKey,
  type ApiKeyCreated,
  INVITATION_API_KEY_SCHEME,
  INVITATION_API_KEYS_MAX,
  InvitationPaths,
} from '@openfair/contract';
import { Alert, Button, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBasePath, useRuntimeConfig } from '../../lib/runtime-config';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './invitations.api';

/** How the company's system calls us: the address, the header and a body, ready to copy. */
function CallExample({ apiKey }: { apiKey: string }) {
  const { t } = useTranslation('invitations');
  const { exhibitionId } = useRuntimeConfig();
  const url = `${window.location.origin}${getBasePath()}${InvitationPaths.externalAddRecord}`;
  const example = [
    `curl -X POST '${url}' \\`,
    `  -H 'Authorization: ${INVITATION_API_KEY_SCHEME} ${apiKey}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"exhibitionId":"${exhibitionId}","languageType":"en","email":"buyer@example.com","name":"Buyer","send":false}'`,
  ].join('\n');
  return (
    <div className="of-invite-api-example">
      <p>{t('api.example')}</p>
      <Typography.Paragraph copyable={{ text: example }}>
        <pre>{example}</pre>
      </Typography.Paragraph>
    </div>
  );
}

/**
 * /inviteSend, "From your own system" (administrators): keys for the company's CRM or mailing tool, which
 * records invitations with externalInterface/invitation/addRecord and gets each registration link back.
 */
export function ApiKeysPanel() {
  const { t } = useTranslation('invitations');
  const { modal, message } = useFeedback();
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [form] = Form.useForm<{ name: string }>();
  const [made, setMade] = useState<ApiKeyCreated | null>(null);
  const active = (keys.data?.list ?? []).filter((k) => !k.revokedAt).length;

  const onCreate = ({ name }: { name: string }) =>
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setMade(key);
        form.resetFields();
      },
      onError: (e) => void message.error(e.message),
    });

  const onRevoke = (key: ApiKey) =>
    modal.confirm({
      title: t('api.revokeTitle', { name: key.name }),
      content: t('api.revokeText'),
      okText: t('api.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('api.cancel'),
      onOk: () =>
        revoke.mutateAsync(key.id).then(
          () => void message.success(t('api.revoked')),
          (e: Error) => void message.error(e.message),
        ),
    });

  const columns: DataColumn<ApiKey>[] = [
    { key: 'name', title: t('api.columns.name'), dataIndex: 'name' },
    {
      key: 'prefix',
      title: t('api.columns.prefix'),
      render: (_, k) => <code>{`${k.prefix}…`}</code>,
    },
    {
      key: 'createdAt',
      title: t('api.columns.createdAt'),
      render: (_, k) => formatBeijingTime(k.createdAt),
    },
    {
      key: 'lastUsedAt',
      title: t('api.columns.lastUsedAt'),
      render: (_, k) => (k.lastUsedAt ? formatBeijingTime(k.lastUsedAt) : t('api.never')),
    },
    {
      key: 'action',
      title: t('api.columns.action'),
      render: (_, k) =>
        k.revokedAt ? (
          <Tag>{t('api.revokedTag')}</Tag>
        ) : (
          <Button danger size="small" onClick={() => onRevoke(k)}>
            {t('api.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <div className="of-invite-page">
      <p className="of-invite-note">{t('api.help')}</p>
      <Form form={form} layout="inline" onFinish={onCreate} className="of-invite-api-form">
        <Form.Item
          name="name"
          label={t('api.name')}
          rules={[{ required: true, whitespace: true, message: t('api.nameRequired') }]}
        >
          <Input maxLength={50} autoComplete="off" placeholder={t('api.namePlaceholder')} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<KeyOutlined />}
          loading={create.isPending}
          disabled={active >= INVITATION_API_KEYS_MAX}
        >
          {t('api.create')}
        </Button>
      </Form>
      {made ? (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setMade(null), 'aria-label': t('api.hideKey') }}
          title={t('api.madeTitle', { name: made.name })}
          description={
            <>
              <p>{t('api.madeText')}</p>
              <Typography.Text code copyable className="of-invite-api-key">
                {made.key}
              </Typography.Text>
              <CallExample apiKey={made.key} />
            </>
          }
        />
      ) : null}
      <DataTable<ApiKey>
        rowKey="id"
        size="small"
        loading={keys.isPending}
        columns={columns}
        dataSource={keys.data?.list ?? []}
        pagination={false}
        pending={keys.isPending}
        scrollLabel={t('tableScroll')}
        emptyText={t('api.empty')}
      />
    </div>
  );
}

import { FileTextOutlined, LockOutlined, ShopOutlined } from '@ant-design/icons';
import type { VisitorProfile } from '@openfair/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Result, Skeleton, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refreshUserInfo } from '../session/session.api';
import { useSession } from '../session/session-store';
import {
  AccountInfoFields,
  type AccountInfoFormValues,
  accountInfoInitialValues,
  toAccountInfo,
} from './account-info-fields';
import {
  FirstInfoFields,
  type FirstInfoFormValues,
  firstInfoInitialValues,
  type OtherContact,
  toFirstInfo,
} from './first-info-fields';
import { profileKeys, updateProfile, useVisitorProfile } from './profile.api';
import { useUnsavedChangesGuard } from './use-unsaved-changes';
import './profile.css';

type ProfileFormValues = FirstInfoFormValues & AccountInfoFormValues;

const otherContactOf = (profile: VisitorProfile): OtherContact =>
  profile.registeredBy === 'MOBILE' ? 'email' : 'mobile';

function ProfileForm({ profile }: { profile: VisitorProfile }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileFormValues>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const contact = otherContactOf(profile);
  useUnsavedChangesGuard(dirty);

  const initialValues = useCallback(
    (): ProfileFormValues => ({ ...firstInfoInitialValues(profile), ...accountInfoInitialValues(profile) }),
    [profile],
  );

  const onFinish = async (values: ProfileFormValues) => {
    setSaving(true);
    try {
      await updateProfile({ ...toFirstInfo(values, contact), ...toAccountInfo(values) });
      setDirty(false);
      void message.success(t('profile.saved'));
      // the header shows the visitor's name from the user info
      await refreshUserInfo();
      await queryClient.invalidateQueries({ queryKey: profileKeys.visitor });
    } catch {
      // the request wrapper already showed the server's message; the edits stay
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues()}
      onValuesChange={() => setDirty(true)}
      onFinish={onFinish}
      disabled={saving}
      scrollToFirstError
    >
      <Card title={t('profile.basicTitle')}>
        <FirstInfoFields contact={contact} />
      </Card>
      <Card title={t('profile.businessTitle')} style={{ marginTop: 16 }}>
        <AccountInfoFields />
      </Card>
      <div className="of-form-actions" style={{ marginTop: 16 }}>
        <Button
          size="large"
          disabled={!dirty || saving}
          onClick={() => {
            form.resetFields();
            setDirty(false);
          }}
        >
          {t('actions.reset')}
        </Button>
        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}

/** The visitor's own profile (/profile): login account read-only, first and second info editable. */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const visitor = useVisitorProfile();
  const companyFileOn = useSession((s) => s.configSwitch?.secondInfo === true);

  if (visitor.isPending) {
    return (
      <div className="of-profile-page" aria-busy="true">
        <Card>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </div>
    );
  }
  if (visitor.isError || !visitor.data) {
    return (
      <Result
        status="error"
        title={t('state.loadError')}
        extra={<Button onClick={() => void visitor.refetch()}>{t('actions.retry')}</Button>}
      />
    );
  }
  const profile = visitor.data;
  return (
    <div className="of-profile-page">
      <Card title={t('profile.accountTitle')}>
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            {
              key: 'email',
              label: t('profile.loginEmail'),
              children: profile.loginEmail || t('profile.none'),
            },
            {
              key: 'mobile',
              label: t('profile.loginMobile'),
              children: profile.loginMobile || t('profile.none'),
            },
          ]}
        />
        <Space wrap>
          <Link to="/personal/change-password">
            <Button icon={<LockOutlined />}>{t('profile.changePassword')}</Button>
          </Link>
          <Link to="/personal/questionnaire/change">
            <Button icon={<FileTextOutlined />}>{t('profile.questionnaire')}</Button>
          </Link>
          {companyFileOn && (
            <Link to="/companyfile">
              <Button icon={<ShopOutlined />}>{t('profile.companyFile')}</Button>
            </Link>
          )}
        </Space>
      </Card>
      <ProfileForm key={profile.id} profile={profile} />
    </div>
  );
}

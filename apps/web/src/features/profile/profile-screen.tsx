import { FileTextOutlined, LockOutlined, ShopOutlined } from '@ant-design/icons';
import type { VisitorProfile } from '@openfair/contract';
import { Alert, Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { EditableForm } from '../../shared/form/editable-form';
import { useFeedback } from '../../shared/ui/feedback';
import { useValidateCode } from '../../shared/verification/verification.api';
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
import { useUpdateProfile, useVisitorProfile } from './profile.api';
import './profile.css';
import { FactList } from '../../shared/ui/fact-list';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

type ProfileFormValues = FirstInfoFormValues & AccountInfoFormValues;

const otherContactOf = (profile: VisitorProfile): OtherContact =>
  profile.registeredBy === 'MOBILE' ? 'email' : 'mobile';

/** The other contact as proven with a code, or '' (exhibitors are shown proven contacts only). */
const provenContact = (profile: VisitorProfile, contact: OtherContact): string =>
  contact === 'email'
    ? profile.emailVerified
      ? profile.email
      : ''
    : profile.mobileVerified
      ? profile.mobile
      : '';

function ProfileForm({ profile }: { profile: VisitorProfile }) {
  const { t } = useTranslation('profile');
  const { message } = useFeedback();
  const save = useUpdateProfile();
  const validate = useValidateCode();
  const contact = otherContactOf(profile);
  const onSave = async (values: ProfileFormValues, saved: () => void) => {
    const payload = { ...toFirstInfo(values, contact), ...toAccountInfo(values) };
    const code = values.contactCode?.trim();
    const target = contact === 'email' ? payload.email : payload.mobile;
    if (code && target) {
      // The code proves the new contact; its one-use proof goes with the save.
      try {
        const { verifiedToken } = await validate.mutateAsync({
          channel: contact === 'email' ? 'EMAIL' : 'MOBILE',
          target,
          code,
          scene: 'BIND',
        });
        if (contact === 'email') payload.emailVerifiedToken = verifiedToken;
        else payload.mobileVerifiedToken = verifiedToken;
      } catch (e) {
        void message.error(t('contact.proofFailed', { reason: (e as Error).message }));
        return;
      }
    }
    save.mutate(payload, {
      onSuccess: () => {
        saved();
        void message.success(t('profile.saved'));
      },
    });
  };
  // A refused save keeps the edits (the request wrapper showed why).
  return (
    <EditableForm<ProfileFormValues>
      initialValues={{ ...firstInfoInitialValues(profile), ...accountInfoInitialValues(profile) }}
      saving={save.isPending}
      onSave={onSave}
    >
      <Card title={t('profile.basicTitle')}>
        <FirstInfoFields contact={contact} proven={provenContact(profile, contact)} />
      </Card>
      <Card title={t('profile.businessTitle')} style={{ marginTop: 16 }}>
        <AccountInfoFields />
      </Card>
    </EditableForm>
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
      <StatusResult
        status="error"
        title={t('state.loadError')}
        extra={<Button onClick={() => void visitor.refetch()}>{t('actions.retry')}</Button>}
      />
    );
  }
  const profile = visitor.data;
  const review = profile.review;
  return (
    <div className="of-profile-page">
      <Alert
        showIcon
        role="status"
        type={review.status === 'approved' ? 'success' : review.status === 'rejected' ? 'error' : 'info'}
        title={t(`review.${review.status}`)}
        description={
          review.status === 'rejected' ? t('review.rejectedHelp', { reason: review.reason }) : undefined
        }
      />
      <Card title={t('profile.accountTitle')}>
        <FactList
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
          <Link to={pathTo('changePassword')}>
            <Button icon={<LockOutlined />}>{t('profile.changePassword')}</Button>
          </Link>
          <Link to={pathTo('questionnaireChange')}>
            <Button icon={<FileTextOutlined />}>{t('profile.questionnaire')}</Button>
          </Link>
          {companyFileOn && (
            <Link to={pathTo('companyFile')}>
              <Button icon={<ShopOutlined />}>{t('profile.companyFile')}</Button>
            </Link>
          )}
        </Space>
      </Card>
      <ProfileForm key={profile.id} profile={profile} />
    </div>
  );
}

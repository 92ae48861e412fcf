import { MailOutlined } from '@ant-design/icons';
import { ChatPaths } from '@openfair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popover, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { isLoggedIn, useSession } from '../../lib/session-store';

const digestKey = ['chat', 'digestSetting'] as const;

/** The panel of the digest setting: the switch and what it does. */
export function DigestSetting() {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const labelId = useId();
  const setting = useQuery({
    queryKey: digestKey,
    queryFn: () => post(ChatPaths.digestSetting, undefined, { silent: true }),
  });
  const update = useMutation({
    mutationFn: (enabled: boolean) => post(ChatPaths.digestSettingUpdate, { enabled }),
    onSuccess: (saved) => client.setQueryData(digestKey, saved),
  });
  return (
    <div className="of-chat-digest">
      <div className="of-chat-digest-row">
        <span id={labelId}>{t('digest.label')}</span>
        <Switch
          aria-labelledby={labelId}
          checked={setting.data?.enabled ?? false}
          loading={setting.isPending || update.isPending}
          disabled={!setting.data}
          onChange={(enabled) => update.mutate(enabled)}
        />
      </div>
      <p className="of-chat-muted">{t('digest.help', { minutes: setting.data?.afterMinutes ?? 15 })}</p>
    </div>
  );
}

/**
 * Exhibitor staff's chat setting: the e-mail digest of buyer messages left unread while they are
 * offline (on unless switched off). Shown to staff only; the server keeps it per person.
 */
export function DigestSwitch() {
  const { t } = useTranslation('chat');
  const staff = useSession((s) => isLoggedIn(s) && s.subjectType === 'ACTOR');
  if (!staff) return null;
  return (
    <Popover trigger="click" placement="bottomRight" title={t('digest.title')} content={<DigestSetting />}>
      <Button type="text" icon={<MailOutlined />} aria-label={t('digest.title')} title={t('digest.title')} />
    </Popover>
  );
}

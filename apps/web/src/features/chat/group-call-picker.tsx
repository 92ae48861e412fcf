import { Avatar, Checkbox, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Somebody one can call: their chat id, name and avatar. */
export type Person = { userID: string; nick: string; avatar: string };

type Props = {
  candidates: Person[];
  initial: string[];
  max: number;
  /** what the picker says above the people (default: people of my conversations) */
  hint?: string;
  initialType?: 'audio' | 'video';
  onClose: () => void;
  onStart: (people: Person[], callType: 'audio' | 'video') => void;
};

/** Chooses who to call together (people of my conversations, or of a group), and voice or video. */
export function GroupCallPicker({ candidates, initial, max, hint, initialType, onClose, onStart }: Props) {
  const { t } = useTranslation('chat');
  const [chosen, setChosen] = useState<string[]>(initial);
  const [callType, setCallType] = useState<'audio' | 'video'>(initialType ?? 'video');
  return (
    <Modal
      open
      title={t('call.groupTitle')}
      okText={t('call.start')}
      cancelText={t('call.close')}
      okButtonProps={{ disabled: chosen.length === 0 }}
      onCancel={onClose}
      onOk={() =>
        onStart(
          candidates.filter((p) => chosen.includes(p.userID)),
          callType,
        )
      }
      destroyOnHidden
    >
      <p>{hint ?? t('call.groupHint', { max })}</p>
      <Radio.Group
        value={callType}
        onChange={(e) => setCallType(e.target.value)}
        optionType="button"
        options={[
          { value: 'video', label: t('call.video') },
          { value: 'audio', label: t('call.voice') },
        ]}
      />
      <Checkbox.Group
        className="of-chat-call-pick"
        value={chosen}
        onChange={(v) => setChosen((v as string[]).slice(0, max))}
      >
        {candidates.map((p) => (
          <Checkbox
            key={p.userID}
            value={p.userID}
            disabled={!chosen.includes(p.userID) && chosen.length >= max}
          >
            <Avatar size={24} src={p.avatar || undefined} alt="">
              {p.nick.slice(0, 1)}
            </Avatar>{' '}
            {p.nick}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </Modal>
  );
}

import { TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import {
  ChatPaths,
  type ChatProfile,
  type Conversation,
  GROUP_MEMBERS_MAX,
  GROUP_MEMBERS_MIN_INVITED,
  GROUP_NAME_MAX,
  type GroupInfo,
} from '@openfair/contract';
import { Avatar, Button, Checkbox, Empty, Input, Modal, Popconfirm, Space, Spin, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { loadNamespaces } from '../../i18n';
import { useSession } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';
import { adoptConversation, forgetConversation, onGroupChange } from './chat-store';
import './group-manager.css';

/** A component of this file, once its catalogue is loaded (the chat's own stays lighter without it). */
export async function withCatalogue<P>(component: P): Promise<P> {
  await loadNamespaces(['chatGroups']);
  return component;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/** My colleagues to invite (the server answers my company's current staff but me). */
function useColleagues(open: boolean) {
  const [state, setState] = useState<{ list: ChatProfile[] | null; error: boolean }>({
    list: null,
    error: false,
  });
  const load = useCallback(() => {
    setState({ list: null, error: false });
    post(ChatPaths.groupColleagues, undefined, { silent: true }).then(
      (answer) => setState({ list: answer.list, error: false }),
      () => setState({ list: null, error: true }),
    );
  }, []);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  return { ...state, reload: load };
}

type PickerProps = {
  colleagues: { list: ChatProfile[] | null; error: boolean; reload: () => void };
  exclude?: ReadonlySet<string>;
  chosen: string[];
  max: number;
  onChange: (ids: string[]) => void;
};

/** Colleagues with a search box and check boxes (Tab and Space choose, as any check box). */
function ColleaguePicker({ colleagues, exclude, chosen, max, onChange }: PickerProps) {
  const { t } = useTranslation('chatGroups');
  const [query, setQuery] = useState('');
  const { list, error, reload } = colleagues;
  if (error)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('loadFailedShort')}>
        <Button onClick={reload}>{t('retry')}</Button>
      </Empty>
    );
  if (!list) return <Spin />;
  const q = query.trim().toLowerCase();
  const shown = list.filter((p) => !exclude?.has(p.userID) && p.nick.toLowerCase().includes(q));
  return (
    <div>
      <Input.Search
        allowClear
        aria-label={t('search')}
        placeholder={t('search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noColleagues')} />
      ) : (
        <Checkbox.Group
          className="of-group-pick"
          value={chosen}
          onChange={(v) => onChange((v as string[]).slice(0, max))}
        >
          {shown.map((p) => (
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
      )}
      <p className="of-chat-muted" aria-live="polite">
        {t('chosen', { count: chosen.length })}
      </p>
    </div>
  );
}

/** "New group" (exhibitor staff): name the group, choose colleagues; the group then opens. */
export function NewGroupButton() {
  const { t } = useTranslation('chatGroups');
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const colleagues = useColleagues(open);
  const nameId = useId();
  const trimmed = name.trim();
  const nameOk = trimmed.length >= 1 && trimmed.length <= GROUP_NAME_MAX;
  const enough = chosen.length >= GROUP_MEMBERS_MIN_INVITED;

  const close = () => {
    setOpen(false);
    setName('');
    setChosen([]);
    setTried(false);
  };
  const create = async () => {
    setTried(true);
    if (!nameOk || !enough) return;
    setBusy(true);
    try {
      const conversation = await post(ChatPaths.groupCreate, { name: trimmed, memberIDs: chosen });
      adoptConversation(conversation);
      message.success(t('created', { name: trimmed }));
      close();
    } catch (error) {
      message.error(t('failed', { reason: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* An icon like its neighbours (mail, refresh): with a word, the list's title no longer fits. */}
      <Tooltip title={t('new')}>
        <Button
          type="text"
          icon={<UsergroupAddOutlined />}
          aria-label={t('new')}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {open ? (
        <Modal
          open
          title={t('newTitle')}
          okText={t('create')}
          cancelText={t('cancel')}
          confirmLoading={busy}
          onOk={() => void create()}
          onCancel={close}
          destroyOnHidden
        >
          <label htmlFor={nameId}>{t('name')}</label>
          <Input
            id={nameId}
            value={name}
            maxLength={GROUP_NAME_MAX}
            showCount
            placeholder={t('namePlaceholder')}
            status={tried && !nameOk ? 'error' : undefined}
            aria-invalid={tried && !nameOk}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
          {tried && !nameOk ? (
            <p className="of-chat-error" role="alert">
              {t('nameRequired')}
            </p>
          ) : null}
          <h3>{t('colleagues')}</h3>
          <ColleaguePicker
            colleagues={colleagues}
            chosen={chosen}
            max={GROUP_MEMBERS_MAX - 1}
            onChange={setChosen}
          />
          {tried && !enough ? (
            <p className="of-chat-error" role="alert">
              {t('pickAtLeast', { min: GROUP_MEMBERS_MIN_INVITED, count: chosen.length })}
            </p>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}

/**
 * A group's header button: its members; the creator renames, adds and removes, anyone else leaves
 * (each with a confirmation).
 */
export function GroupMembersButton({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chatGroups');
  const { message } = useFeedback();
  const me = useSession((s) => s.info?.userAccountId ?? '');
  const groupID = conversation.groupProfile?.groupID ?? conversation.conversationID.slice('GROUP'.length);
  const [info, setInfo] = useState<GroupInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [name, setName] = useState('');
  const colleagues = useColleagues(adding);

  const load = useCallback(() => {
    setFailed(false);
    post(ChatPaths.groupInfo, { groupID }, { silent: true }).then(
      (answer) => {
        setInfo(answer);
        setName(answer.name);
      },
      () => setFailed(true),
    );
  }, [groupID]);
  useEffect(() => {
    load();
    return onGroupChange((id) => {
      if (id === conversation.conversationID) load();
    });
  }, [load, conversation.conversationID]);

  const run = async (action: () => Promise<GroupInfo | null>) => {
    try {
      const answer = await action();
      if (answer) {
        setInfo(answer);
        setName(answer.name);
      }
    } catch (error) {
      message.error(t('failed', { reason: errorText(error) }));
    }
  };
  const owner = info?.ownerID === me;
  const title = info ? t('members', { count: info.members.length }) : t('manage');

  return (
    <>
      <Button
        type="text"
        className="of-chat-members"
        icon={<TeamOutlined />}
        title={title}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <span className="of-chat-members-label">{title}</span>
      </Button>
      {open ? (
        <Modal
          open
          title={t('membersOf', { name: info?.name ?? conversation.groupProfile?.name ?? '' })}
          footer={null}
          onCancel={() => {
            setOpen(false);
            setAdding(false);
          }}
          destroyOnHidden
        >
          {failed ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('loadFailedShort')}>
              <Button onClick={load}>{t('retry')}</Button>
            </Empty>
          ) : !info ? (
            <Spin />
          ) : (
            <>
              {owner ? (
                <Space.Compact block>
                  <Input
                    aria-label={t('name')}
                    value={name}
                    maxLength={GROUP_NAME_MAX}
                    onChange={(e) => setName(e.target.value)}
                  />
                  <Button
                    disabled={name.trim() === '' || name.trim() === info.name}
                    onClick={() =>
                      void run(() => post(ChatPaths.groupRename, { groupID, name: name.trim() }))
                    }
                  >
                    {t('rename')}
                  </Button>
                </Space.Compact>
              ) : null}
              <ul className="of-group-members" aria-label={title}>
                {info.members.map((m) => (
                  <li key={m.userID}>
                    <Avatar size={24} src={m.avatar || undefined} alt="">
                      {m.nick.slice(0, 1)}
                    </Avatar>
                    <span className="of-group-member-name">{m.nick}</span>
                    {m.userID === info.ownerID ? <Tag>{t('owner')}</Tag> : null}
                    {owner && m.userID !== me ? (
                      <Popconfirm
                        title={t('removeConfirm', { name: m.nick })}
                        okText={t('remove')}
                        cancelText={t('cancel')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() =>
                          run(() => post(ChatPaths.groupRemoveMember, { groupID, userID: m.userID }))
                        }
                      >
                        <Button size="small" danger aria-label={`${t('remove')} ${m.nick}`}>
                          {t('remove')}
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </li>
                ))}
              </ul>
              {owner ? (
                adding ? (
                  <>
                    <ColleaguePicker
                      colleagues={colleagues}
                      exclude={new Set(info.members.map((m) => m.userID))}
                      chosen={toAdd}
                      max={GROUP_MEMBERS_MAX - info.members.length}
                      onChange={setToAdd}
                    />
                    <Button
                      type="primary"
                      disabled={toAdd.length === 0}
                      onClick={() =>
                        void run(() => post(ChatPaths.groupAddMembers, { groupID, memberIDs: toAdd })).then(
                          () => {
                            setAdding(false);
                            setToAdd([]);
                          },
                        )
                      }
                    >
                      {t('addConfirm')}
                    </Button>{' '}
                    <Button onClick={() => setAdding(false)}>{t('cancel')}</Button>
                  </>
                ) : (
                  <Button
                    icon={<UsergroupAddOutlined />}
                    disabled={info.members.length >= GROUP_MEMBERS_MAX}
                    onClick={() => setAdding(true)}
                  >
                    {t('add')}
                  </Button>
                )
              ) : (
                <Popconfirm
                  title={t('leaveConfirm', { name: info.name })}
                  okText={t('leave')}
                  cancelText={t('cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    run(async () => {
                      await post(ChatPaths.groupLeave, { groupID });
                      setOpen(false);
                      forgetConversation(conversation.conversationID);
                      message.success(t('left'));
                      return null;
                    })
                  }
                >
                  <Button danger>{t('leave')}</Button>
                </Popconfirm>
              )}
            </>
          )}
        </Modal>
      ) : null}
    </>
  );
}

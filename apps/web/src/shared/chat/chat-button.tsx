import { MessageOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appEvents } from '../../lib/app-events';
import { pathTo } from '../../lib/paths';
import { isLoggedIn, useSession } from '../../lib/session-store';

type Props = Omit<ButtonProps, 'onClick'> & {
  /** the person's chat id (an employee's or a visitor's imAccount) */
  userID: string;
  /** whom the button talks to, for its accessible name */
  name: string;
};

/**
 * Starts a chat with a person. Logged in, it opens the chat dialog over the current page; a guest goes
 * to /chat with the person named, which asks for a login first and then opens that conversation.
 */
export function ChatButton({ userID, name, children, ...button }: Props) {
  const { t } = useTranslation('common');
  const loggedIn = useSession(isLoggedIn);
  const me = useSession((s) => s.info?.userAccountId);
  const navigate = useNavigate();
  // Nobody chats with themselves (an employee on their own company's page).
  if (!userID || userID === me) return null;
  const open = () => {
    if (loggedIn && appEvents.emit('openChat', { userID }) > 0) return;
    navigate(pathTo('chat', {}, { to: userID }));
  };
  return (
    <Button
      icon={<MessageOutlined />}
      aria-label={t('chatAction.chatWith', { name })}
      onClick={open}
      {...button}
    >
      {children ?? t('chatAction.chat')}
    </Button>
  );
}

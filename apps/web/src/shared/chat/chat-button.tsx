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
  /**
   * A company to write to: a buyer (or a guest, after logging in) gets the company's shared inbox,
   * answered by whichever employee claims it; anyone else talks to `userID` as before.
   */
  exhibitorId?: string;
  /** whom the button talks to, for its accessible name */
  name: string;
  /**
   * The accessible name when the button shows its own words: it must contain them (speech users say
   * what they see), e.g. "与 王芳 洽谈" for a button reading "洽谈".
   */
  accessibleName?: string;
  /** the product the person is asked about: the conversation opens with its card */
  productId?: string;
};

/**
 * Starts a chat with a person. Logged in, it opens the chat dialog over the current page; a guest goes
 * to /chat with the person named, which asks for a login first and then opens that conversation.
 */
export function ChatButton({
  userID,
  exhibitorId,
  name,
  accessibleName,
  productId,
  children,
  ...button
}: Props) {
  const { t } = useTranslation('common');
  const loggedIn = useSession(isLoggedIn);
  const me = useSession((s) => s.info?.userAccountId);
  const subjectType = useSession((s) => s.subjectType);
  const navigate = useNavigate();
  // Only buyers write to a company's inbox (guests log in first); staff and organizers talk to a person.
  const company = exhibitorId && (!loggedIn || subjectType === 'VISITOR') ? exhibitorId : '';
  // Nobody chats with themselves (an employee on their own company's page).
  if (!company && (!userID || userID === me)) return null;
  const open = () => {
    const target = company ? { exhibitorId: company, productId } : { userID, productId };
    if (loggedIn && appEvents.emit('openChat', target) > 0) return;
    const product = productId ? { product: productId } : {};
    navigate(pathTo('chat', {}, company ? { exhibitor: company, ...product } : { to: userID, ...product }));
  };
  return (
    <Button
      icon={<MessageOutlined />}
      aria-label={accessibleName ?? t('chatAction.chatWith', { name })}
      // antd spaces out a two-character Chinese label ("聊 天"): the visible text must stay part of the
      // accessible name for speech users.
      autoInsertSpace={false}
      onClick={open}
      {...button}
    >
      {children ?? t('chatAction.chat')}
    </Button>
  );
}

import { Alert, Button, Modal, Typography } from 'antd';
import './initial-password-dialog.css';

type Props = {
  /** what the dialog says, in the caller's words: who was added and to whom the password goes */
  texts: { title: string; once: string; label: string; change: string; done: string };
  password: string;
  onClose: () => void;
};

/**
 * A new account's initial password, shown once to hand over (an employee, an exhibitor's administrator,
 * an organizer): it is not stored readably anywhere and is not shown again.
 */
export function InitialPasswordDialog({ texts, password, onClose }: Props) {
  return (
    <Modal
      open
      title={texts.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {texts.done}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={texts.once} />
      <p className="of-initial-password-note">{texts.label}</p>
      <Typography.Text
        className="of-initial-password"
        copyable={{ text: password }}
        data-testid="initial-password"
      >
        {password}
      </Typography.Text>
      <p className="of-initial-password-note">{texts.change}</p>
    </Modal>
  );
}

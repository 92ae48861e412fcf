import { Modal } from 'antd';

/** The blocking platform-not-open notice (loaded only when a notice must be shown). */
export function BlockingNoticeModal({ title, text }: { title: string; text: string }) {
  return (
    <Modal
      open
      title={title}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      centered
    >
      <div style={{ whiteSpace: 'pre-wrap' }}>{text}</div>
    </Modal>
  );
}

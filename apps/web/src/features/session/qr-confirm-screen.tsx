import { DesktopOutlined } from '@ant-design/icons';
import { Button, Card, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../lib/paths';
import { useConfirmLogonQr } from './login.api';
import '../../shared/ui/auth-page.css';
import './login.css';
import { StatusResult } from '../../shared/ui/status-result';

type Phase = 'scanning' | 'ask' | 'confirming' | 'done' | 'failed';

/**
 * /qr-login/:qrId (ours): a logged-in phone opened the desktop's QR code. Opening marks the code as
 * scanned (the desktop then says "confirm on your phone"); confirming logs the desktop in.
 */
export function QrConfirmScreen() {
  const { t } = useTranslation('session');
  const { qrId = '' } = useParams();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('scanning');
  const [error, setError] = useState('');
  const { mutate: confirmQr } = useConfirmLogonQr();

  useEffect(() => {
    let active = true;
    setPhase('scanning');
    // Opening the page marks the code as scanned; an answer for a page left since is ignored.
    confirmQr(
      { qrId, scanOnly: true },
      {
        onSuccess: () => active && setPhase('ask'),
        onError: (e) => {
          if (!active) return;
          setError(e.message);
          setPhase('failed');
        },
      },
    );
    return () => {
      active = false;
    };
  }, [qrId, confirmQr]);

  const confirm = () => {
    setPhase('confirming');
    confirmQr(
      { qrId, scanOnly: false },
      {
        onSuccess: () => setPhase('done'),
        onError: (e) => {
          setError(e.message);
          setPhase('failed');
        },
      },
    );
  };

  let body: ReactNode;
  if (phase === 'scanning') body = <Spin size="large" />;
  else if (phase === 'done')
    body = (
      <StatusResult
        status="success"
        title={t('qrConfirm.doneTitle')}
        subTitle={t('qrConfirm.doneText')}
        extra={
          <Link to={pathTo('home')}>
            <Button type="primary">{t('login.backHome')}</Button>
          </Link>
        }
      />
    );
  else if (phase === 'failed')
    body = (
      <StatusResult
        status="warning"
        title={t('qrConfirm.failedTitle')}
        subTitle={error || t('qrConfirm.failedText')}
        extra={
          <Link to={pathTo('home')}>
            <Button>{t('login.backHome')}</Button>
          </Link>
        }
      />
    );
  else
    body = (
      <div className="of-qr-confirm">
        <DesktopOutlined className="of-qr-confirm-icon" />
        <h4 className="of-heading-4">{t('qrConfirm.title')}</h4>
        <p className="of-paragraph of-text-secondary">{t('qrConfirm.text')}</p>
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Button type="primary" size="large" block loading={phase === 'confirming'} onClick={confirm}>
            {t('qrConfirm.confirm')}
          </Button>
          <Button
            size="large"
            block
            disabled={phase === 'confirming'}
            onClick={() => navigate(pathTo('home'))}
          >
            {t('qrConfirm.cancel')}
          </Button>
        </Space>
      </div>
    );

  return (
    <div className="of-auth-page">
      <Card className="of-auth-card">{body}</Card>
    </div>
  );
}

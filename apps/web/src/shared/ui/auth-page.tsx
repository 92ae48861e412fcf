import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './auth-page.css';

type Props = {
  /** The centred title at the top of the card. */
  title?: ReactNode;
  /** A wider card, for screens with the registration progress bar. */
  wide?: boolean;
  children: ReactNode;
};

/** The single card the login, registration and password screens are set in. */
export function AuthPage({ title, wide = false, children }: Props) {
  return (
    <div className={wide ? 'of-auth-page of-auth-page--wide' : 'of-auth-page'}>
      <Card className="of-auth-card">
        {title ? (
          <Typography.Title level={3} className="of-auth-title">
            {title}
          </Typography.Title>
        ) : null}
        {children}
      </Card>
    </div>
  );
}

import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type RegistrationStepKey, RegistrationSteps } from '../../shared/ui/registration-steps';
import './profile.css';

type Props = { step: RegistrationStepKey; title: string; intro: string; children: ReactNode };

/** The card of a registration step after the account exists: progress bar, title, intro, the step's form. */
export function RegistrationStepPage({ step, title, intro, children }: Props) {
  return (
    <div className="of-reg-page">
      <Card className="of-reg-card">
        <RegistrationSteps current={step} />
        <Typography.Title level={3} className="of-form-title">
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        {children}
      </Card>
    </div>
  );
}

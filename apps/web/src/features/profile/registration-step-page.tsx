import { Card } from 'antd';
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
        <h3 className="of-heading-3 of-form-title">{title}</h3>
        <p className="of-paragraph of-text-secondary">{intro}</p>
        {children}
      </Card>
    </div>
  );
}

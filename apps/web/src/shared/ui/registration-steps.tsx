import { RegistrationStep } from '@openfair/contract';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../hooks/use-viewport-width';

/** The five stages the registration progress bar shows (spec 000 §4 registration progress). */
export const RegistrationStepKeys = ['account', 'info', 'business', 'questionnaire', 'done'] as const;
export type RegistrationStepKey = (typeof RegistrationStepKeys)[number];

/**
 * The stage a visitor in a registration step is working on: Start = creating the account,
 * FirstInfoPending = first info, RegisterPending = business (second) info, QuestionnairePending =
 * questionnaire, Complete = done.
 */
export function registrationStepKeyOf(step: RegistrationStep): RegistrationStepKey {
  switch (step) {
    case RegistrationStep.Start:
      return 'account';
    case RegistrationStep.FirstInfoPending:
      return 'info';
    case RegistrationStep.RegisterPending:
      return 'business';
    case RegistrationStep.QuestionnairePending:
      return 'questionnaire';
    default:
      return 'done';
  }
}

type Props = { current: RegistrationStepKey };

/**
 * Registration progress bar shared by every registration screen (account → info → business info →
 * questionnaire → done). On a phone it stays horizontal as small dots: five stacked vertical steps
 * would push the form below the fold.
 */
export function RegistrationSteps({ current }: Props) {
  const { t } = useTranslation('shared');
  const mobile = useIsMobile();
  const index = RegistrationStepKeys.indexOf(current);
  return (
    <nav aria-label={t('registrationSteps.label')} className="of-reg-steps">
      <Steps
        current={index}
        // the last stage is reached, not in progress, once registration is done
        status={current === 'done' ? 'finish' : 'process'}
        size="small"
        type={mobile ? 'dot' : 'default'}
        responsive={false}
        // Labels under the numbers: five labels beside their numbers broke mid-word in English in the
        // registration card ("Accou-nt"); on a phone even that does not fit: dots, and the stage below.
        titlePlacement="vertical"
        items={RegistrationStepKeys.map((key) => ({
          title: mobile ? undefined : t(`registrationSteps.${key}`),
        }))}
      />
      {mobile ? (
        <p className="of-reg-steps-caption">
          {index + 1}/{RegistrationStepKeys.length} · {t(`registrationSteps.${current}`)}
        </p>
      ) : null}
    </nav>
  );
}

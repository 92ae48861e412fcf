import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  FirstInfoFields,
  type FirstInfoFormValues,
  firstInfoInitialValues,
  type OtherContact,
  toFirstInfo,
} from './first-info-fields';
import { useCompleteVisitor } from './profile.api';
import { RegistrationStepForm } from './registration-step-form';

/** A visitor who registered by mobile is asked for an email, one who registered by email for a mobile. */
export function otherContactFor(pathname: string): OtherContact {
  return pathname.includes('account-mobile-info') ? 'email' : 'mobile';
}

/**
 * First info step (/l-register/account-email-info/0 and /l-register/account-mobile-info/0): name,
 * company, position, area and the other contact → completeVisitor → refreshed flags → next step.
 */
export function FirstInfoScreen() {
  const { t } = useTranslation('profile');
  const contact = otherContactFor(useLocation().pathname);
  const save = useCompleteVisitor();
  return (
    <RegistrationStepForm<FirstInfoFormValues, ReturnType<typeof toFirstInfo>>
      step="info"
      title={t('firstInfo.title')}
      intro={t('firstInfo.intro')}
      initialValues={firstInfoInitialValues()}
      save={save}
      toSaved={(values) => toFirstInfo(values, contact)}
    >
      <FirstInfoFields contact={contact} />
    </RegistrationStepForm>
  );
}

import { useTranslation } from 'react-i18next';
import {
  AccountInfoFields,
  type AccountInfoFormValues,
  accountInfoInitialValues,
  toAccountInfo,
} from './account-info-fields';
import { useSaveAccountInfo } from './profile.api';
import { RegistrationStepForm } from './registration-step-form';

/** Second info step (/register/account-info/1): business information → saveAccountInfo → next step. */
export function AccountInfoScreen() {
  const { t } = useTranslation('profile');
  const save = useSaveAccountInfo();
  return (
    <RegistrationStepForm<AccountInfoFormValues, ReturnType<typeof toAccountInfo>>
      step="business"
      title={t('accountInfo.title')}
      intro={t('accountInfo.intro')}
      initialValues={accountInfoInitialValues()}
      save={save}
      toSaved={toAccountInfo}
    >
      <AccountInfoFields />
    </RegistrationStepForm>
  );
}

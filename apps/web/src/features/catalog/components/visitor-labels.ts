import { useTranslation } from 'react-i18next';

/**
 * Labels of a visitor's business nature and purchase categories. Registration stores the keys of its
 * choice lists (profile-options.ts: 'tradingCompany', 'consumer-electronics'); purchase categories may
 * also be free tags the visitor typed, which have no label and are shown as typed.
 */
export function useVisitorLabels() {
  const { t } = useTranslation('profile');
  return {
    businessNature: (value: string) => t(`businessNature.${value}`, { defaultValue: value }),
    category: (value: string) => t(`categories.${value}`, { defaultValue: value }),
  };
}

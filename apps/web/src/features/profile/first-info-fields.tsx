import { CheckCircleOutlined } from '@ant-design/icons';
import { type FirstInfo, matchesPattern } from '@openfair/contract';
import type { FormRule } from 'antd';
import { Form, Input, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { DEFAULT_AREA_CODE } from '../../shared/form/area-codes';
import { AreaSelect, type AreaValue, areaRule } from '../../shared/form/area-select';
import { fieldGroupRule, lengthRules, patternRule } from '../../shared/form/form-rules';
import { AreaCodeInput, areaCodeRule } from '../../shared/form/phone-input';
import { CodeField } from '../../shared/verification/code-field';
import { requiredWith } from './profile-rules';

/** Which contact the form asks for: the one the visitor did not register with. */
export type OtherContact = 'mobile' | 'email';

export type FirstInfoFormValues = {
  name: string;
  company: string;
  position: string;
  area: AreaValue;
  email: string;
  mobile: string;
  areaCode: string;
  /** on /profile: a code proving a new other contact (optional) */
  contactCode?: string;
};

// Our bound: the contract caps a position at 100 characters.
const POSITION_MAX = 100;

export const firstInfoInitialValues = (info?: Partial<FirstInfo>): FirstInfoFormValues => ({
  name: info?.name ?? '',
  company: info?.company ?? '',
  position: info?.position ?? '',
  area: { countryId: info?.countryId ?? '', provinceId: info?.provinceId ?? '', cityId: info?.cityId ?? '' },
  email: info?.email ?? '',
  mobile: info?.mobile ?? '',
  areaCode: info?.areaCode || DEFAULT_AREA_CODE,
});

/** Form values → the completeVisitor payload; only the asked-for contact is sent, trimmed. */
export function toFirstInfo(values: FirstInfoFormValues, contact: OtherContact): FirstInfo {
  const mobile = contact === 'mobile' ? (values.mobile ?? '').trim() : '';
  return {
    name: values.name.trim(),
    company: values.company.trim(),
    position: values.position.trim(),
    countryId: values.area.countryId,
    provinceId: values.area.provinceId,
    cityId: values.area.cityId,
    email: contact === 'email' ? (values.email ?? '').trim() : '',
    mobile,
    areaCode: mobile ? (values.areaCode ?? DEFAULT_AREA_CODE).trim() : DEFAULT_AREA_CODE,
  };
}

/** A mainland number (+86) must be a Chinese mobile; other regions any phone number of the contract. */
const mobileRule =
  (t: TFunction): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) => {
      const v = (value ?? '').trim();
      if (v === '') return Promise.resolve();
      const china = (getFieldValue('areaCode') ?? DEFAULT_AREA_CODE) === DEFAULT_AREA_CODE;
      const ok = china ? matchesPattern('chineseMobile', v) : matchesPattern('genericPhone', v);
      return ok
        ? Promise.resolve()
        : Promise.reject(new Error(t(china ? 'shared:phone.chineseMobile' : 'shared:phone.invalid')));
    },
  });

/**
 * Under the other contact on /profile: "verified" while it is the proven one; otherwise an optional code
 * field (scene BIND), since exhibitors are only ever shown contacts proven with a code.
 */
function ContactProof({ contact, proven }: { contact: OtherContact; proven: string }) {
  const { t } = useTranslation('profile');
  const form = Form.useFormInstance();
  const value = String(Form.useWatch(contact, form) ?? '').trim();
  const areaCode = Form.useWatch('areaCode', form) ?? DEFAULT_AREA_CODE;
  if (value === '') return null;
  const same = contact === 'email' ? value.toLowerCase() === proven.toLowerCase() : value === proven;
  if (same)
    return (
      <div className="of-span-all of-contact-proven">
        <CheckCircleOutlined aria-hidden /> {t('contact.proven')}
      </div>
    );
  // Codes go to an email, or by SMS to a mainland mobile.
  const targetValid =
    contact === 'email'
      ? matchesPattern('email', value)
      : areaCode === DEFAULT_AREA_CODE && matchesPattern('chineseMobile', value);
  return (
    <div className="of-span-all">
      <CodeField
        channel={contact === 'email' ? 'EMAIL' : 'MOBILE'}
        target={value}
        targetValid={targetValid}
        scene="BIND"
        name="contactCode"
        optional
        resetKey={value}
        focusAfterSend
        extra={t('contact.unproven')}
      />
    </div>
  );
}

type Props = {
  contact: OtherContact;
  /** On /profile: the other contact as proven with a code ('' if none), to offer proving a new one. */
  proven?: string;
};

/** Name, company, position, country/province/city and the other contact (spec 000 §2 first info step). */
export function FirstInfoFields({ contact, proven }: Props) {
  const { t } = useTranslation('profile');
  const lang = useSession((s) => s.language);
  return (
    <div className="of-form-grid">
      <Form.Item
        name="name"
        label={t('fields.name')}
        rules={[requiredWith(lang, t('required.name')), fieldGroupRule(lang, 'name')]}
      >
        <Input autoComplete="name" placeholder={t('placeholders.name')} />
      </Form.Item>
      <Form.Item
        name="company"
        label={t('fields.company')}
        rules={[requiredWith(lang, t('required.company')), fieldGroupRule(lang, 'corporateName')]}
      >
        <Input autoComplete="organization" placeholder={t('placeholders.company')} />
      </Form.Item>
      <Form.Item
        name="position"
        label={t('fields.position')}
        rules={[requiredWith(lang, t('required.position')), ...lengthRules(lang, { max: POSITION_MAX })]}
      >
        <Input autoComplete="organization-title" placeholder={t('placeholders.position')} />
      </Form.Item>
      {contact === 'mobile' ? (
        <Form.Item label={t('fields.mobile')} required={false}>
          <Space.Compact block>
            <Form.Item name="areaCode" noStyle rules={[areaCodeRule(t)]}>
              <AreaCodeInput />
            </Form.Item>
            <Form.Item
              name="mobile"
              noStyle
              dependencies={['areaCode']}
              rules={[mobileRule(t), fieldGroupRule(lang, 'mobile')]}
            >
              <Input
                aria-label={t('fields.mobile')}
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={t('placeholders.mobile')}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      ) : (
        <Form.Item name="email" label={t('fields.email')} rules={[patternRule(lang, 'email')]}>
          <Input type="email" autoComplete="email" placeholder={t('placeholders.email')} />
        </Form.Item>
      )}
      {proven !== undefined ? <ContactProof contact={contact} proven={proven} /> : null}
      <Form.Item name="area" label={t('fields.area')} className="of-span-all" rules={[areaRule(t)]}>
        <AreaSelect />
      </Form.Item>
    </div>
  );
}

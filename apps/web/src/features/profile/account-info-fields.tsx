import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type AccountInfo, type IdType, IdTypes, LONG_TEXT_MAX, SocialMediaTypes } from '@openfair/contract';
import type { FormRule } from 'antd';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { fieldGroupRule, maxNumRule } from '../../shared/form/form-rules';
import { PhoneInput, phoneAreaCodeRule } from '../../shared/form/phone-input';
import { BusinessNatures, PURCHASE_CATEGORY_MAX, PurchaseCategories } from './profile-options';
import { idNumberRule } from './profile-rules';

export type SocialMediaType = (typeof SocialMediaTypes)[number];

export type SocialRow = { type?: SocialMediaType; account?: string };

export type AccountInfoFormValues = {
  businessNature?: string;
  purchaseCategories: string[];
  sourcingDemand: string;
  website: string;
  telephone: string;
  idType?: IdType;
  idNumber: string;
  social: SocialRow[];
  shareContact: boolean;
};

// The contract's bounds: a category key or typed category of at most 64 characters, an account of 200.
const CATEGORY_MAX_LENGTH = 64;
const SOCIAL_ACCOUNT_MAX = 200;

export const accountInfoInitialValues = (info?: Partial<AccountInfo>): AccountInfoFormValues => ({
  businessNature: info?.businessNature || undefined,
  purchaseCategories: info?.purchaseCategories ?? [],
  sourcingDemand: info?.sourcingDemand ?? '',
  website: info?.website ?? '',
  telephone: info?.telephone ?? '',
  idType: info?.idType,
  idNumber: info?.idNumber ?? '',
  social: Object.entries(info?.social ?? {})
    .filter(([, account]) => Boolean(account))
    .map(([type, account]) => ({ type: type as SocialMediaType, account })),
  // privacy by default: unticked until the visitor gives consent
  shareContact: info?.shareContact ?? false,
});

/** Form values → the saveAccountInfo payload; social rows without a type or account are dropped. */
export function toAccountInfo(values: AccountInfoFormValues): AccountInfo {
  const social: AccountInfo['social'] = {};
  for (const row of values.social ?? []) {
    const account = (row?.account ?? '').trim();
    if (row?.type && account) social[row.type] = account;
  }
  const idNumber = (values.idNumber ?? '').trim();
  return {
    businessNature: values.businessNature ?? '',
    purchaseCategories: (values.purchaseCategories ?? []).map((c) => c.trim()).filter(Boolean),
    sourcingDemand: (values.sourcingDemand ?? '').trim(),
    website: (values.website ?? '').trim(),
    telephone: (values.telephone ?? '').trim(),
    ...(values.idType ? { idType: values.idType } : {}),
    idNumber: values.idType ? idNumber : '',
    social,
    shareContact: values.shareContact === true,
  };
}

const categoryLengthRule = (message: string): FormRule => ({
  validator: (_rule, value: string[] | undefined) =>
    (value ?? []).every((c) => c.length <= CATEGORY_MAX_LENGTH)
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** One row per social network; a network already used in another row cannot be chosen again. */
function SocialAccounts() {
  const { t } = useTranslation('profile');
  const rows = (Form.useWatch('social') as SocialRow[] | undefined) ?? [];
  const used = new Set(rows.map((r) => r?.type).filter(Boolean));
  return (
    <Form.List name="social">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <div className="of-social-row" key={field.key}>
              <Form.Item
                name={[field.name, 'type']}
                rules={[{ required: true, message: t('social.typeRequired') }]}
              >
                <Select
                  aria-label={t('social.type')}
                  placeholder={t('social.type')}
                  options={SocialMediaTypes.map((type) => ({
                    value: type,
                    label: t(`social.types.${type}`),
                    disabled: used.has(type) && rows[field.name]?.type !== type,
                  }))}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'account']}
                rules={[
                  { required: true, whitespace: true, message: t('social.accountRequired') },
                  {
                    max: SOCIAL_ACCOUNT_MAX,
                    message: t('social.accountTooLong', { max: SOCIAL_ACCOUNT_MAX }),
                  },
                ]}
              >
                <Input aria-label={t('social.account')} placeholder={t('social.account')} />
              </Form.Item>
              <Button
                type="text"
                aria-label={t('social.remove')}
                icon={<DeleteOutlined />}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          {fields.length < SocialMediaTypes.length && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block>
              {t('social.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

/**
 * Business nature, purchase categories, sourcing demand, website, telephone, ID, social media
 * accounts and the contact-sharing consent (second info step; spec 000 §5 field groups, spec 001 §5 ID
 * and area-code rules).
 */
export function AccountInfoFields() {
  const { t } = useTranslation('profile');
  const lang = useSession((s) => s.language);
  return (
    <div className="of-form-grid">
      <Form.Item name="businessNature" label={t('fields.businessNature')}>
        <Select
          allowClear
          placeholder={t('placeholders.select')}
          options={BusinessNatures.map((key) => ({ value: key, label: t(`businessNature.${key}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="purchaseCategories"
        label={t('fields.purchaseCategories')}
        extra={t('hints.purchaseCategories', { max: PURCHASE_CATEGORY_MAX })}
        rules={[
          maxNumRule(lang, PURCHASE_CATEGORY_MAX),
          categoryLengthRule(t('hints.categoryTooLong', { max: CATEGORY_MAX_LENGTH })),
        ]}
      >
        <Select
          mode="tags"
          allowClear
          maxCount={PURCHASE_CATEGORY_MAX}
          maxTagCount="responsive"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('placeholders.purchaseCategories')}
          options={PurchaseCategories.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="sourcingDemand"
        label={t('fields.sourcingDemand')}
        className="of-span-all"
        rules={[fieldGroupRule(lang, 'sourcingDemand')]}
      >
        <Input.TextArea
          rows={4}
          showCount
          maxLength={LONG_TEXT_MAX}
          placeholder={t('placeholders.sourcingDemand')}
        />
      </Form.Item>
      <Form.Item name="website" label={t('fields.website')} rules={[fieldGroupRule(lang, 'website')]}>
        <Input inputMode="url" autoComplete="url" placeholder={t('placeholders.website')} />
      </Form.Item>
      <Form.Item
        name="telephone"
        label={t('fields.telephone')}
        rules={[phoneAreaCodeRule(t), fieldGroupRule(lang, 'telephone')]}
      >
        <PhoneInput />
      </Form.Item>
      <Form.Item name="idType" label={t('fields.idType')}>
        <Select
          allowClear
          placeholder={t('placeholders.select')}
          options={IdTypes.map((type) => ({ value: type, label: t(`idTypes.${type}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={t('fields.idNumber')}
        dependencies={['idType']}
        rules={[idNumberRule(t)]}
      >
        <Input autoComplete="off" placeholder={t('placeholders.idNumber')} />
      </Form.Item>
      <Form.Item label={t('fields.social')} className="of-span-all">
        <SocialAccounts />
      </Form.Item>
      {/* The visitor's consent (off by default): exhibitors see email and mobile on the visitor detail
          only while it is ticked. */}
      <Form.Item
        name="shareContact"
        valuePropName="checked"
        label={t('fields.shareContact')}
        extra={t('hints.shareContactNote')}
        className="of-span-all"
      >
        <Checkbox>{t('hints.shareContact')}</Checkbox>
      </Form.Item>
    </div>
  );
}

import {
  ATTENDANCE_TIMES_MAX,
  COMPANY_CATEGORY_MAX,
  COMPANY_TAG_CHARS,
  COMPANY_TAG_MAX,
  CompanyScales,
  type ExhibitorBaseInfo,
  exhibitorMessages,
  fieldMaxLength,
} from '@openfair/contract';
import type { FormRule } from 'antd';
import { Alert, Button, Card, Form, Input, InputNumber, Radio } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { CHINA_ID } from '../../shared/form/area.api';
import { AreaSelect, areaRule } from '../../shared/form/area-select';
import { CheckboxChoices } from '../../shared/form/checkbox-choices';
import { EditableForm } from '../../shared/form/editable-form';
import { fieldGroupRule, patternRule, requiredRule } from '../../shared/form/form-rules';
import { NativeSelect } from '../../shared/form/native-select';
import { PhoneInput, phoneAreaCodeRule } from '../../shared/form/phone-input';
import { TagInput } from '../../shared/form/tag-input';
import { ImageUploadField } from '../../shared/media/image-upload-field';
import { useUploadsInFlight } from '../../shared/media/use-uploads-in-flight';
import { VideoUploadField } from '../../shared/media/video-upload-field';
import { useFeedback } from '../../shared/ui/feedback';
import { type CompanyInfoValues, companyInfoValues, toBaseInfoUpdate } from './company-info-form';
import { useBaseInfo, useCategories, useSaveBaseInfo } from './exhibitor.api';
import { tagsRule } from './tags-rule';
import './exhibitor.css';
import { FactList } from '../../shared/ui/fact-list';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

type TextField = keyof CompanyInfoValues & string;

/** A text field with the bound and pattern of its spec 000 §5 group (long text, web address…). */
function TextItem({
  name,
  long,
  span,
  rules = [],
}: {
  name: TextField;
  long?: boolean;
  span?: boolean;
  rules?: FormRule[];
}) {
  const { t } = useTranslation('exhibitor');
  const lang = useSession((s) => s.language);
  const max = fieldMaxLength(name) ?? undefined;
  return (
    <Form.Item
      name={name}
      label={t(`companyInfo.fields.${name}`)}
      className={long || span ? 'of-span-all' : undefined}
      rules={[...rules, fieldGroupRule(lang, name)]}
    >
      {long ? <Input.TextArea rows={4} showCount maxLength={max} /> : <Input maxLength={max} />}
    </Form.Item>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card id={id} title={title} className="of-company-section">
      <div className="of-form-grid">{children}</div>
    </Card>
  );
}

/** The spec's message as soon as a fourth category is picked. */
const categoriesRule = (lang: 'zh' | 'en', max: number): FormRule => ({
  validator: (_rule, value: string[] | undefined) =>
    (value ?? []).length > max
      ? Promise.reject(new Error(exhibitorMessages.categoryLimit[lang]))
      : Promise.resolve(),
});

function CompanyInfoForm({ info }: { info: ExhibitorBaseInfo }) {
  const { t } = useTranslation('exhibitor');
  const { message } = useFeedback();
  const lang = useSession((s) => s.language);
  const save = useSaveBaseInfo();
  const categories = useCategories(lang);
  const { inFlight, trackers } = useUploadsInFlight(['logo', 'images', 'video']);
  const [initialValues, setInitialValues] = useState(() => companyInfoValues(info));
  // Every employee may see the profile; only administrators save it (the server holds the same rule).
  const admin = useSession((s) => s.info?.exhibitorEmployee?.admin === true);

  const onSave = (values: CompanyInfoValues, saved: () => void) =>
    save.mutate(toBaseInfoUpdate(values), {
      onSuccess: (stored) => {
        // The form starts again from what the server kept (its trimmed text, its media URLs).
        setInitialValues(companyInfoValues(stored));
        saved();
        void message.success(t('companyInfo.saved'));
      },
    });

  return (
    <EditableForm<CompanyInfoValues>
      key={JSON.stringify(initialValues)}
      initialValues={initialValues}
      saving={save.isPending}
      onSave={onSave}
      holdSave={inFlight ? t('companyInfo.uploadsPending') : undefined}
      readOnly={!admin}
    >
      <div className="of-company-sections">
        {!admin && <Alert type="info" showIcon title={t('companyInfo.adminOnly')} />}
        <Section id="section-basic" title={t('companyInfo.sections.basic')}>
          <TextItem name="name" rules={[requiredRule(lang)]} />
          <TextItem name="nameEn" />
          <TextItem name="brand" />
          <Form.Item name="companyScale" label={t('companyInfo.fields.companyScale')}>
            <NativeSelect
              allowClear
              options={CompanyScales.map((scale) => ({
                value: scale,
                label: t('companyInfo.scaleOption', { range: scale }),
              }))}
            />
          </Form.Item>
          <TextItem name="registeredCapital" />
          <Form.Item name="attendanceTimes" label={t('companyInfo.fields.attendanceTimes')}>
            <InputNumber min={0} max={ATTENDANCE_TIMES_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="listed" label={t('companyInfo.fields.listed')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: true, label: t('companyInfo.yes') },
                { value: false, label: t('companyInfo.no') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="categories"
            label={t('companyInfo.fields.categories')}
            extra={t('companyInfo.categoriesHelp', { max: COMPANY_CATEGORY_MAX })}
            rules={[categoriesRule(lang, COMPANY_CATEGORY_MAX)]}
            validateTrigger="onChange"
          >
            <CheckboxChoices
              aria-label={t('companyInfo.fields.categories')}
              options={(categories.data ?? []).map((c) => ({ value: c.key, label: c.name }))}
            />
          </Form.Item>
          <Form.Item
            name="tags"
            label={t('companyInfo.fields.tags')}
            extra={t('companyInfo.tagsHelp', { max: COMPANY_TAG_MAX, chars: COMPANY_TAG_CHARS })}
            rules={[tagsRule(lang, COMPANY_TAG_MAX, COMPANY_TAG_CHARS)]}
            className="of-span-all"
          >
            <TagInput />
          </Form.Item>
        </Section>

        <Section id="section-introduction" title={t('companyInfo.sections.introduction')}>
          <TextItem name="introduction" long />
          <TextItem name="enIntroduction" long />
          <TextItem name="mainBusinessScope" long />
          <TextItem name="enMainBusinessScope" long />
        </Section>

        <Section id="section-contact" title={t('companyInfo.sections.contact')}>
          <Form.Item
            name="area"
            label={t('companyInfo.fields.area')}
            rules={[areaRule(t)]}
            className="of-span-all"
          >
            <AreaSelect />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(prev, next) => prev.area?.countryId !== next.area?.countryId}>
            {({ getFieldValue }) => {
              const countryId = (getFieldValue('area') as CompanyInfoValues['area'] | undefined)?.countryId;
              if (!countryId || countryId === CHINA_ID) return null;
              return (
                <>
                  <TextItem name="provinceName" />
                  <TextItem name="cityName" />
                </>
              );
            }}
          </Form.Item>
          <TextItem name="address" span />
          <TextItem name="addressEn" span />
          <TextItem name="postCode" />
          <Form.Item
            name="telephone"
            label={t('companyInfo.fields.telephone')}
            rules={[phoneAreaCodeRule(t), fieldGroupRule(lang, 'telephone')]}
          >
            <PhoneInput />
          </Form.Item>
          <Form.Item
            name="fax"
            label={t('companyInfo.fields.fax')}
            rules={[phoneAreaCodeRule(t), fieldGroupRule(lang, 'fax')]}
          >
            <PhoneInput />
          </Form.Item>
          <TextItem name="email" rules={[patternRule(lang, 'email')]} />
          <TextItem name="website" />
          <TextItem name="url3d" />
          <TextItem name="contacts" />
          <TextItem name="contactsEn" />
          <TextItem name="conferenceContacts" />
          <TextItem name="conferenceContactsEn" />
        </Section>

        <Section id="section-media" title={t('companyInfo.sections.media')}>
          <Form.Item name="logo" label={t('companyInfo.fields.logo')} className="of-span-all">
            <ImageUploadField
              purpose="logo"
              itemLabel={t('companyInfo.items.logo')}
              onBusyChange={trackers.logo}
            />
          </Form.Item>
          <Form.Item name="images" label={t('companyInfo.fields.images')} className="of-span-all">
            <ImageUploadField
              purpose="companyImage"
              itemLabel={t('companyInfo.items.image')}
              onBusyChange={trackers.images}
            />
          </Form.Item>
          <Form.Item name="video" label={t('companyInfo.fields.video')} className="of-span-all">
            <VideoUploadField
              purpose="companyVideo"
              itemLabel={t('companyInfo.items.video')}
              onBusyChange={trackers.video}
            />
          </Form.Item>
        </Section>

        <Card id="section-booth" title={t('companyInfo.sections.booth')} className="of-company-section">
          <FactList
            column={{ xs: 1, sm: 3 }}
            items={(['floor', 'boothArea', 'boothNumber'] as const).map((field) => ({
              key: field,
              label: t(`companyInfo.fields.${field}`),
              children: info[field] || t('companyInfo.notAssigned'),
            }))}
          />
          <p className="of-company-note">{t('companyInfo.boothNote')}</p>
        </Card>
      </div>
    </EditableForm>
  );
}

/** Brings the section named in the address (#media from the checklist) into view once it is there. */
function useScrollToSection(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const section = document.getElementById(hash.slice(1));
    section?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

/** The administrator's company profile (/company-info): every field of the profile, pictures and video. */
export function CompanyInfoScreen() {
  const { t } = useTranslation('exhibitor');
  const info = useBaseInfo();
  useScrollToSection(info.isSuccess);

  if (info.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }
  if (info.isError) {
    return (
      <StatusResult
        status="error"
        title={t('state.loadError')}
        subTitle={info.error instanceof ApiError ? info.error.message : undefined}
        extra={<Button onClick={() => void info.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }
  return <CompanyInfoForm info={info.data} />;
}

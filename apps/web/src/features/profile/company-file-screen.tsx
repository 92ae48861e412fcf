import { type CompanyFile, fieldMaxLength, ResponseCode } from '@openfair/contract';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { EditableForm } from '../../shared/form/editable-form';
import { fieldGroupRule } from '../../shared/form/form-rules';
import { PhoneInput, phoneAreaCodeRule } from '../../shared/form/phone-input';
import { useFeedback } from '../../shared/ui/feedback';
import { NotAvailableScreen } from '../../shared/ui/not-available-screen';
import { useCompanyFile, useSaveCompanyFile } from './profile.api';
import { requiredWith } from './profile-rules';
import './profile.css';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

type FieldName = keyof CompanyFile;
type FieldKind = 'text' | 'longText' | 'phone' | 'web';

/** Sections of the company file; each field's bound and pattern come from its spec 000 §5 field group. */
const SECTIONS: { key: string; fields: { name: FieldName; kind: FieldKind }[] }[] = [
  {
    key: 'company',
    fields: [
      { name: 'corporateName', kind: 'text' },
      { name: 'brand', kind: 'text' },
      { name: 'post', kind: 'text' },
      { name: 'website', kind: 'web' },
      { name: 'telephone', kind: 'phone' },
      { name: 'fax', kind: 'phone' },
      { name: 'address', kind: 'text' },
    ],
  },
  {
    key: 'business',
    fields: [
      { name: 'mainBusinessScope', kind: 'longText' },
      { name: 'enMainBusinessScope', kind: 'longText' },
      { name: 'introduction', kind: 'longText' },
      { name: 'enIntroduction', kind: 'longText' },
    ],
  },
  {
    key: 'headquarters',
    fields: [
      { name: 'addressHeadQuater', kind: 'text' },
      { name: 'websiteHeadQuater', kind: 'web' },
      { name: 'telephoneHeadQuater', kind: 'phone' },
      { name: 'faxHeadQuater', kind: 'phone' },
    ],
  },
];

const FIELD_NAMES = SECTIONS.flatMap((s) => s.fields.map((f) => f.name));

/** Saved file (or nothing yet) → form values, every field a string. */
export function companyFileValues(file: Partial<CompanyFile> | null | undefined): CompanyFile {
  const values = {} as CompanyFile;
  for (const name of FIELD_NAMES) values[name] = file?.[name] ?? '';
  return values;
}

/** Form values → the saveCompanyFile payload, trimmed. */
export function toCompanyFile(values: Partial<CompanyFile>): CompanyFile {
  const file = {} as CompanyFile;
  for (const name of FIELD_NAMES) file[name] = (values[name] ?? '').trim();
  return file;
}

function FieldInput({ name, kind, placeholder }: { name: FieldName; kind: FieldKind; placeholder: string }) {
  const max = fieldMaxLength(name) ?? undefined;
  if (kind === 'phone') return <PhoneInput placeholder={placeholder} />;
  if (kind === 'longText')
    return <Input.TextArea rows={4} showCount maxLength={max} placeholder={placeholder} />;
  if (kind === 'web') return <Input inputMode="url" placeholder={placeholder} />;
  return <Input maxLength={max} placeholder={placeholder} />;
}

function CompanyFileForm({ file }: { file: CompanyFile | null }) {
  const { t } = useTranslation('profile');
  const { message } = useFeedback();
  const lang = useSession((s) => s.language);
  const save = useSaveCompanyFile();
  const onSave = (values: CompanyFile, saved: () => void) =>
    save.mutate(toCompanyFile(values), {
      onSuccess: () => {
        saved();
        void message.success(t('companyFile.saved'));
      },
    });
  // A refused save keeps the edits (the request wrapper showed why).
  return (
    <EditableForm<CompanyFile>
      initialValues={companyFileValues(file)}
      saving={save.isPending}
      onSave={onSave}
    >
      {SECTIONS.map((section, index) => (
        <Card
          key={section.key}
          title={t(`companyFile.sections.${section.key}`)}
          style={{ marginTop: index ? 16 : 0 }}
        >
          <div className="of-form-grid">
            {section.fields.map(({ name, kind }) => (
              <Form.Item
                key={name}
                name={name}
                label={t(`companyFile.fields.${name}`)}
                className={
                  kind === 'longText' || name === 'address' || name === 'addressHeadQuater'
                    ? 'of-span-all'
                    : undefined
                }
                rules={[
                  ...(name === 'corporateName' ? [requiredWith(lang, t('required.company'))] : []),
                  ...(kind === 'phone' ? [phoneAreaCodeRule(t)] : []),
                  fieldGroupRule(lang, name),
                ]}
              >
                <FieldInput name={name} kind={kind} placeholder={t(`companyFile.placeholders.${kind}`)} />
              </Form.Item>
            ))}
          </div>
        </Card>
      ))}
    </EditableForm>
  );
}

/** True when the server refused because the second-registration switch is off. */
export const isSwitchedOff = (error: unknown): boolean =>
  error instanceof ApiError && Number(error.code) === ResponseCode.Forbidden;

/**
 * The visitor's company file (/companyfile, behind the second-registration switch): the server answers
 * 1004 when the switch is off, and the screen then shows the server's reason (the fair has it closed).
 */
export function CompanyFileScreen() {
  const { t } = useTranslation('profile');
  const file = useCompanyFile();

  if (file.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (file.isError) {
    if (isSwitchedOff(file.error))
      return (
        <NotAvailableScreen titleKey="common:routes.companyFile" reason={(file.error as ApiError).message} />
      );
    return (
      <StatusResult
        status="error"
        title={t('state.loadError')}
        subTitle={file.error instanceof ApiError ? file.error.message : undefined}
        extra={<Button onClick={() => void file.refetch()}>{t('actions.retry')}</Button>}
      />
    );
  }
  return <CompanyFileForm file={file.data} />;
}

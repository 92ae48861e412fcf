import type { Employee, EmployeeUpdate, MediaRef } from '@openfair/contract';
import type { FormRule } from 'antd';
import { Alert, Button, Card, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/request';
import { pathTo } from '../../../lib/paths';
import { useSession } from '../../../lib/session-store';
import { EditableForm } from '../../../shared/form/editable-form';
import { patternRule, requiredRule } from '../../../shared/form/form-rules';
import { ImageUploadField } from '../../../shared/media/image-upload-field';
import { useUploadsInFlight } from '../../../shared/media/use-uploads-in-flight';
import { useFeedback } from '../../../shared/ui/feedback';
import { InitialPasswordDialog } from '../../../shared/ui/initial-password-dialog';
import { useEmployee, useSaveEmployee } from './employees.api';
import '../exhibitor.css';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusResult } from '../../../shared/ui/status-result';

type Values = Omit<EmployeeUpdate, 'photo' | 'id'> & { photo: MediaRef[] };

const valuesOf = (e: Employee | null): Values => ({
  name: e?.name ?? '',
  nameEn: e?.nameEn ?? '',
  position: e?.position ?? '',
  positionEn: e?.positionEn ?? '',
  email: e?.email ?? '',
  mobile: e?.mobile ?? '',
  idCard: e?.idCard ?? '',
  photo: e?.photo ? [e.photo] : [],
  admin: e?.admin ?? false,
});

function EmployeeForm({ employee }: { employee: Employee | null }) {
  const { t } = useTranslation('exhibitor');
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const save = useSaveEmployee();
  const { inFlight, trackers } = useUploadsInFlight(['photo']);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);

  const onSave = (values: Values, saved: (then?: () => void) => void) =>
    save.mutate(
      { ...values, id: employee?.id ?? '', photo: values.photo[0]?.key ?? '' },
      {
        onSuccess: ({ employee: stored, initialPassword }) => {
          if (initialPassword) {
            saved();
            setCreated({ name: stored.name, password: initialPassword });
            return;
          }
          void message.success(t('employees.saved'));
          saved(() => navigate(pathTo('myEmployeeList')));
        },
      },
    );

  /** A text field; `readOnly` for the login of an existing employee (their account, changed by them). */
  const text = (name: keyof Values, o: { rules?: FormRule[]; readOnly?: boolean } = {}) => (
    <Form.Item name={name} label={t(`employees.fields.${name}`)} rules={o.rules}>
      <Input maxLength={100} disabled={o.readOnly} />
    </Form.Item>
  );

  return (
    <>
      <EditableForm<Values>
        initialValues={valuesOf(employee)}
        saving={save.isPending}
        onSave={onSave}
        holdSave={inFlight ? t('companyInfo.uploadsPending') : undefined}
      >
        <Card title={t(employee ? 'employees.editTitle' : 'employees.addTitle')}>
          {!employee && (
            <Alert type="info" showIcon title={t('employees.loginHelp')} style={{ marginBottom: 16 }} />
          )}
          <div className="of-form-grid">
            {text('name', { rules: [requiredRule(lang)] })}
            {text('nameEn')}
            {text('position')}
            {text('positionEn')}
            {text('email', { rules: [patternRule(lang, 'email')], readOnly: !!employee })}
            {text('mobile', { rules: [patternRule(lang, 'chineseMobile')], readOnly: !!employee })}
            {text('idCard', { rules: [patternRule(lang, 'idCard')] })}
            <Form.Item name="admin" label={t('employees.fields.admin')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: false, label: t('employees.role.staff') },
                  { value: true, label: t('employees.role.admin') },
                ]}
              />
            </Form.Item>
            <Form.Item name="photo" label={t('employees.fields.photo')} className="of-span-all">
              <ImageUploadField
                purpose="employeePhoto"
                itemLabel={t('employees.fields.photo')}
                onBusyChange={trackers.photo}
              />
            </Form.Item>
          </div>
        </Card>
      </EditableForm>
      {created && (
        <InitialPasswordDialog
          texts={{
            title: t('employees.created.title', { name: created.name }),
            once: t('employees.created.once'),
            label: t('employees.created.label'),
            change: t('employees.created.change'),
            done: t('employees.created.done'),
          }}
          password={created.password}
          onClose={() => navigate(pathTo('myEmployeeList'))}
        />
      )}
    </>
  );
}

/** /add-employee and /employee/{id}: an employee's details; a new one gets a login and an initial password. */
export function EmployeeFormScreen() {
  const { id } = useParams();
  if (!id) return <EmployeeForm employee={null} />;
  return <EditEmployee id={id} />;
}

function EditEmployee({ id }: { id: string }) {
  const { t } = useTranslation('exhibitor');
  const employee = useEmployee(id);
  if (employee.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (employee.isError) {
    return (
      <StatusResult
        status="error"
        title={t('employees.loadError')}
        subTitle={employee.error instanceof ApiError ? employee.error.message : undefined}
        extra={<Button onClick={() => void employee.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }
  return <EmployeeForm key={id} employee={employee.data} />;
}

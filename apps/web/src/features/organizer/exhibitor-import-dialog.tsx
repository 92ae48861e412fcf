import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  EXHIBITOR_IMPORT_MAX_BYTES,
  EXHIBITOR_IMPORT_MAX_ROWS,
  type ExhibitorImportReport,
  formatByteLimit,
  type ImportedExhibitor,
  OrganizerPaths,
} from '@openfair/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { uploadFile } from '../../api/upload';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';
import { useFeedback } from '../../shared/ui/feedback';
import { saveBlob } from '../../shared/utils/save-blob';
import { organizerKeys } from './organizer.api';

type Report = ExhibitorImportReport;
type Phase =
  | { name: 'idle' }
  | { name: 'sending'; step: 'check' | 'import'; file: File; percent: number }
  /** checked: what an import would do; done: what it did */
  | { name: 'checked' | 'done'; file: File; report: Report }
  | { name: 'failed'; file: File; step: 'check' | 'import'; reason: string };

/** A CSV field: quoted, and never taken for a formula by a spreadsheet (a name starting with =, +, - or @). */
const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
};

/**
 * The created accounts as a CSV file: UTF-8 with a byte order mark, so Excel opens Chinese names
 * correctly, and CRLF line ends.
 */
export function accountsCsv(header: string[], created: ImportedExhibitor[]): Blob {
  const lines = [
    header,
    ...created.map((c) => [c.exhibitorName, c.adminName, c.adminAccount, c.initialPassword]),
  ].map((fields) => fields.map(csvField).join(','));
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/**
 * Import from Excel: download the template, choose the filled file, see it checked (how many rows can
 * be imported, each refused row with its number and reasons), then import. The result lists each new
 * exhibitor's administrator with the initial password, shown this once, and saves them as a CSV file.
 */
export function ExhibitorImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('organizer');
  const { modal } = useFeedback();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [downloading, setDownloading] = useState(false);
  const [saved, setSaved] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await post(OrganizerPaths.exhibitorImportTemplate, {}, { stream: true });
      saveBlob(blob as Blob, t('exhibitors.import.templateFile'));
    } catch {
      // The request wrapper has shown why.
    } finally {
      setDownloading(false);
    }
  };

  const send = async (file: File, step: 'check' | 'import') => {
    setPhase({ name: 'sending', step, file, percent: 0 });
    try {
      const report = await uploadFile<Report>(
        OrganizerPaths.exhibitorImport,
        { checkOnly: step === 'check' ? 'true' : 'false' },
        file,
        {
          silent: true,
          onProgress: ({ loaded, total }) =>
            setPhase({
              name: 'sending',
              step,
              file,
              percent: Math.floor((loaded / Math.max(total, 1)) * 100),
            }),
        },
      );
      setSaved(false);
      setPhase({ name: step === 'check' ? 'checked' : 'done', file, report });
      if (step === 'import' && report.imported > 0)
        void client.invalidateQueries({ queryKey: organizerKeys.all });
    } catch (error) {
      setPhase({
        name: 'failed',
        file,
        step,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const saveCsv = (created: ImportedExhibitor[]) => {
    const header = (['exhibitor', 'admin', 'account', 'password'] as const).map((k) =>
      t(`exhibitors.import.columns.${k}`),
    );
    saveBlob(accountsCsv(header, created), t('exhibitors.import.csvFile'));
    setSaved(true);
  };

  const reset = () => {
    setPhase({ name: 'idle' });
    setSaved(false);
    onClose();
  };
  const close = () => {
    if (phase.name === 'sending') return;
    // The passwords exist nowhere else: closing before they are saved asks once more.
    if (phase.name === 'done' && phase.report.created.length > 0 && !saved) {
      modal.confirm({
        title: t('exhibitors.import.unsavedTitle'),
        content: t('exhibitors.import.unsaved'),
        okText: t('exhibitors.import.closeAnyway'),
        cancelText: t('exhibitors.import.back'),
        okButtonProps: { danger: true },
        onOk: reset,
      });
      return;
    }
    reset();
  };

  const sending = phase.name === 'sending';
  const chosen = phase.name === 'idle' ? null : phase.file;
  return (
    <Modal
      open={open}
      title={t('exhibitors.import.title')}
      onCancel={close}
      maskClosable={false}
      footer={<Button onClick={close}>{t('exhibitors.import.close')}</Button>}
      width={800}
    >
      {phase.name !== 'done' && (
        <ol className="of-organizer-import-steps">
          <li>
            <p>{t('exhibitors.import.step1')}</p>
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
              {t('exhibitors.import.download')}
            </Button>
          </li>
          <li>
            <p>
              {t('exhibitors.import.step2', {
                rows: EXHIBITOR_IMPORT_MAX_ROWS,
                max: formatByteLimit(EXHIBITOR_IMPORT_MAX_BYTES),
              })}
            </p>
            <Button
              type={phase.name === 'checked' ? 'default' : 'primary'}
              icon={<UploadOutlined />}
              disabled={sending}
              onClick={() => input.current?.click()}
            >
              {chosen ? t('exhibitors.import.chooseAnother') : t('exhibitors.import.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              style={{ display: 'none' }}
              tabIndex={-1}
              aria-hidden
              data-purpose="exhibitorImport"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file, 'check');
              }}
            />
          </li>
        </ol>
      )}
      {phase.name === 'sending' && (
        <Progress
          percent={phase.percent}
          status="active"
          aria-label={t(
            phase.step === 'check' ? 'exhibitors.import.checking' : 'exhibitors.import.importing',
            { file: phase.file.name },
          )}
        />
      )}
      {phase.name === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(phase.step === 'check' ? 'exhibitors.import.checkFailed' : 'exhibitors.import.failed', {
            file: phase.file.name,
          })}
          description={phase.reason}
        />
      )}
      {phase.name === 'checked' && (
        <div role="status" className="of-organizer-import-report">
          <Alert
            type={
              phase.report.valid === 0 ? 'error' : phase.report.rejected.length > 0 ? 'warning' : 'success'
            }
            showIcon
            title={
              phase.report.valid === 0
                ? t('exhibitors.import.noneValid', { file: phase.file.name })
                : t('exhibitors.import.valid', { count: phase.report.valid, file: phase.file.name })
            }
            description={
              phase.report.rejected.length > 0
                ? t('exhibitors.import.rejected', { count: phase.report.rejected.length })
                : undefined
            }
          />
          <RejectedRows report={phase.report} />
          <Space wrap className="of-organizer-import-actions">
            <Button
              type="primary"
              disabled={phase.report.valid === 0}
              onClick={() => void send(phase.file, 'import')}
            >
              {t('exhibitors.import.import', { count: phase.report.valid })}
            </Button>
          </Space>
        </div>
      )}
      {phase.name === 'done' && (
        <ImportResult report={phase.report} saved={saved} onSave={() => saveCsv(phase.report.created)} />
      )}
    </Modal>
  );
}

function RejectedRows({ report }: { report: Report }) {
  const { t } = useTranslation('organizer');
  if (report.rejected.length === 0) return null;
  const columns: DataColumn<Report['rejected'][number]>[] = [
    { key: 'row', title: t('exhibitors.import.row'), dataIndex: 'row', width: 72 },
    {
      key: 'problems',
      title: t('exhibitors.import.problems'),
      render: (_, r) => (
        <ul className="of-organizer-import-problems">
          {r.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <DataTable<Report['rejected'][number]>
      className="of-organizer-import-table"
      size="small"
      rowKey="row"
      columns={columns}
      dataSource={report.rejected}
      pagination={false}
      label={t('exhibitors.import.rejectedTable')}
    />
  );
}

function ImportResult({ report, saved, onSave }: { report: Report; saved: boolean; onSave: () => void }) {
  const { t } = useTranslation('organizer');
  const columns: DataColumn<ImportedExhibitor>[] = [
    { key: 'exhibitor', title: t('exhibitors.import.columns.exhibitor'), dataIndex: 'exhibitorName' },
    // On a phone the four columns do not fit: the name gives way (the CSV file keeps it).
    {
      key: 'admin',
      title: t('exhibitors.import.columns.admin'),
      dataIndex: 'adminName',
      hideOnPhone: true,
    },
    { key: 'account', title: t('exhibitors.import.columns.account'), dataIndex: 'adminAccount' },
    {
      key: 'password',
      title: t('exhibitors.import.columns.password'),
      render: (_, c) => (
        <code className="of-organizer-import-password" data-testid="imported-password">
          {c.initialPassword}
        </code>
      ),
    },
  ];
  return (
    <div role="status" className="of-organizer-import-report">
      <Alert
        type={report.rejected.length > 0 ? 'warning' : 'success'}
        showIcon
        title={t('exhibitors.import.imported', { count: report.imported })}
        description={
          report.rejected.length > 0
            ? t('exhibitors.import.leftOut', { count: report.rejected.length })
            : undefined
        }
      />
      {report.created.length > 0 && (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('exhibitors.import.passwordsOnce')}
            description={t('exhibitors.import.passwordsChange')}
          />
          <Space wrap className="of-organizer-import-actions">
            <Button type="primary" icon={<DownloadOutlined />} onClick={onSave}>
              {t('exhibitors.import.downloadCsv')}
            </Button>
            {saved && <span className="of-organizer-note">{t('exhibitors.import.csvSaved')}</span>}
          </Space>
          <DataTable<ImportedExhibitor>
            className="of-organizer-import-table"
            size="small"
            rowKey={(c) => c.adminAccount}
            columns={columns}
            dataSource={report.created}
            pagination={false}
            label={t('exhibitors.import.createdTable')}
          />
        </>
      )}
      <RejectedRows report={report} />
    </div>
  );
}

import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  EXHIBIT_IMPORT_MAX_BYTES,
  EXHIBIT_IMPORT_MAX_ROWS,
  ExhibitPaths,
  formatByteLimit,
  type ImportReport,
} from '@openfair/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../api/request';
import { uploadFile } from '../../../api/upload';
import { saveBlob } from '../../../shared/utils/save-blob';
import { exhibitKeys } from './exhibits.api';

type Phase =
  | { name: 'idle' }
  | { name: 'sending'; file: string; percent: number }
  | { name: 'done'; file: string; report: ImportReport }
  | { name: 'failed'; file: string; reason: string };

/**
 * The batch upload: download the Excel template, fill it, send it back with a progress bar, and read
 * the report (how many exhibits were added, each refused row with its number and reasons).
 */
export function ExhibitImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('exhibitor');
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await post(ExhibitPaths.importTemplate, {}, { stream: true });
      saveBlob(blob as Blob, t('exhibits.import.templateFile'));
    } finally {
      setDownloading(false);
    }
  };

  const send = async (file: File) => {
    setPhase({ name: 'sending', file: file.name, percent: 0 });
    try {
      const report = await uploadFile<ImportReport>(
        ExhibitPaths.importProducts,
        { checkOnly: 'false' },
        file,
        {
          silent: true,
          onProgress: ({ loaded, total }) =>
            setPhase({
              name: 'sending',
              file: file.name,
              percent: Math.floor((loaded / Math.max(total, 1)) * 100),
            }),
        },
      );
      setPhase({ name: 'done', file: file.name, report });
      if (report.imported > 0) void client.invalidateQueries({ queryKey: exhibitKeys.all });
    } catch (error) {
      setPhase({
        name: 'failed',
        file: file.name,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const close = () => {
    if (phase.name === 'sending') return;
    setPhase({ name: 'idle' });
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('exhibits.import.title')}
      onCancel={close}
      footer={<Button onClick={close}>{t('exhibits.import.close')}</Button>}
      width={640}
    >
      <ol className="of-import-steps">
        <li>
          <p>{t('exhibits.import.step1')}</p>
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
            {t('exhibits.import.download')}
          </Button>
        </li>
        <li>
          <p>
            {t('exhibits.import.step2', {
              rows: EXHIBIT_IMPORT_MAX_ROWS,
              max: formatByteLimit(EXHIBIT_IMPORT_MAX_BYTES),
            })}
          </p>
          <Space wrap>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              disabled={phase.name === 'sending'}
              onClick={() => input.current?.click()}
            >
              {t('exhibits.import.choose')}
            </Button>
          </Space>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            style={{ display: 'none' }}
            tabIndex={-1}
            aria-hidden
            data-purpose="exhibitImport"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </li>
      </ol>
      {phase.name === 'sending' && (
        <Progress
          percent={phase.percent}
          status="active"
          aria-label={t('exhibits.import.sending', { file: phase.file })}
        />
      )}
      {phase.name === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('exhibits.import.failed', { file: phase.file })}
          description={phase.reason}
        />
      )}
      {phase.name === 'done' && <ImportResult report={phase.report} />}
    </Modal>
  );
}

function ImportResult({ report }: { report: ImportReport }) {
  const { t } = useTranslation('exhibitor');
  return (
    <div role="status" className="of-import-report">
      <Alert
        type={report.rejected.length > 0 ? 'warning' : 'success'}
        showIcon
        title={t('exhibits.import.imported', { count: report.imported })}
        description={
          report.rejected.length > 0
            ? t('exhibits.import.rejected', { count: report.rejected.length })
            : undefined
        }
      />
      {report.rejected.length > 0 && (
        <ul className="of-import-rejected">
          {report.rejected.map((row) => (
            <li key={row.row}>
              <strong>{t('exhibits.import.row', { row: row.row })}</strong> {row.problems.join('; ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

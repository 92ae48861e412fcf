import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { MediaPurpose, MediaRef } from '@openfair/contract';
import { Button, ConfigProvider, Progress, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { resumeVideoUpload, type UploadProgress, uploadVideo } from '../../api/upload';
import { useSession } from '../../lib/session-store';
import { acceptOf, formatBytes, limitHint, precheck } from './media-limits';
import './media.css';

type Props = {
  purpose: MediaPurpose;
  value?: MediaRef | null;
  onChange?: (value: MediaRef | null) => void;
  /** What the video is ("Company video"): the player's and the buttons' names. */
  itemLabel: string;
  disabled?: boolean;
  id?: string;
  onBusyChange?: (busy: boolean) => void;
  /** A frame the server took from the uploaded video (only where it has ffmpeg), offered as a cover. */
  onPoster?: (poster: MediaRef) => void;
};

type Sending = { file: File; uploadId: string | null; progress: UploadProgress };
type State =
  | { phase: 'idle' }
  | ({ phase: 'uploading'; controller: AbortController } & Sending)
  /** stopped (line dropped, cancelled): the same file resumes where the server stands */
  | ({ phase: 'stopped'; reason: string } & Sending);

/**
 * One video: sent in resumable chunks with a progress bar showing the bytes; a dropped or cancelled
 * upload resumes from the server's offset with the same file instead of starting over. The value is
 * the stored video's key and URL.
 */
export function VideoUploadField({
  purpose,
  value,
  onChange,
  itemLabel,
  disabled: disabledProp,
  id,
  onBusyChange,
  onPoster,
}: Props) {
  const { t } = useTranslation('shared');
  // A disabled form (saving, read-only) disables its fields through antd's context.
  const { componentDisabled } = ConfigProvider.useConfig();
  const disabled = disabledProp === true || componentDisabled === true;
  const lang = useSession((s) => s.language);
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [refusal, setRefusal] = useState('');

  const busy = state.phase === 'uploading';
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const send = (file: File, uploadId: string | null, progress: UploadProgress) => {
    const controller = new AbortController();
    let current: Sending = { file, uploadId, progress };
    setRefusal('');
    setState({ phase: 'uploading', controller, ...current });
    const opts = {
      silent: true,
      signal: controller.signal,
      onProgress: (next: UploadProgress) => {
        current = { ...current, progress: next };
        setState({ phase: 'uploading', controller, ...current });
      },
      onStarted: (started: string) => {
        current = { ...current, uploadId: started };
      },
    };
    const upload = uploadId ? resumeVideoUpload(uploadId, file, opts) : uploadVideo(purpose, file, opts);
    upload.then(
      (video) => {
        setState({ phase: 'idle' });
        onChange?.({ key: video.key, url: video.url });
        if (video.poster) onPoster?.(video.poster);
      },
      (error: unknown) => {
        const aborted = error instanceof ApiError && error.kind === 'abort';
        const reason = aborted
          ? t('media.cancelled')
          : error instanceof Error
            ? error.message
            : String(error);
        // Refused before any byte was stored (wrong size, wrong type): nothing to resume.
        if (!current.uploadId || (error instanceof ApiError && error.kind === 'server' && !aborted)) {
          setState({ phase: 'idle' });
          setRefusal(t('media.failed', { name: file.name, reason }));
          return;
        }
        setState({ phase: 'stopped', reason, ...current });
      },
    );
  };

  const choose = (file: File) => {
    const problem = precheck(purpose, file, lang);
    if (problem) {
      setRefusal(t('media.failed', { name: file.name, reason: problem }));
      return;
    }
    send(file, null, { loaded: 0, total: file.size });
  };

  const hintId = `${id ?? purpose}-hint`;
  const chooseButton = (label: string) => (
    <Button
      id={id}
      icon={<UploadOutlined />}
      disabled={disabled}
      aria-describedby={hintId}
      onClick={() => input.current?.click()}
    >
      {label}
    </Button>
  );

  return (
    <div className="of-media-field">
      {state.phase === 'idle' && value && (
        <div className="of-media-video">
          {/* biome-ignore lint/a11y/useMediaCaption: company and exhibit videos are uploaded without captions */}
          <video src={value.url} controls preload="metadata" aria-label={itemLabel} />
        </div>
      )}
      {state.phase !== 'idle' && (
        <div className="of-media-progress">
          <div className="of-media-name">{state.file.name}</div>
          <Progress
            percent={Math.floor((state.progress.loaded / Math.max(state.progress.total, 1)) * 100)}
            status={state.phase === 'stopped' ? 'exception' : 'active'}
            aria-label={t('media.uploading', { name: state.file.name })}
          />
          <div className="of-media-hint">
            {t('media.progress', {
              loaded: formatBytes(state.progress.loaded),
              total: formatBytes(state.progress.total),
            })}
          </div>
          {state.phase === 'stopped' && (
            <div role="alert" className="of-media-errors">
              {state.reason}
            </div>
          )}
        </div>
      )}
      <Space wrap className="of-media-actions">
        {state.phase === 'uploading' && (
          <Button onClick={() => state.controller.abort()}>{t('media.cancel')}</Button>
        )}
        {state.phase === 'stopped' && (
          <>
            <Button
              type="primary"
              disabled={disabled}
              onClick={() => send(state.file, state.uploadId, state.progress)}
            >
              {t('media.resume')}
            </Button>
            {chooseButton(t('media.chooseAnother'))}
          </>
        )}
        {state.phase === 'idle' && chooseButton(value ? t('media.replaceVideo') : t('media.chooseVideo'))}
        {state.phase === 'idle' && value && (
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => {
              setRefusal('');
              onChange?.(null);
            }}
          >
            {t('media.removeVideo')}
          </Button>
        )}
      </Space>
      <input
        ref={input}
        type="file"
        className="of-media-input"
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden
        accept={acceptOf(purpose)}
        data-purpose={purpose}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) choose(file);
        }}
      />
      <div id={hintId} className="of-media-hint">
        {limitHint(purpose, t, lang)}
      </div>
      {refusal && (
        <div role="alert" className="of-media-errors">
          {refusal}
        </div>
      )}
    </div>
  );
}

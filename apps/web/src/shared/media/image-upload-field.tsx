import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type MediaPurpose, type MediaRef, mediaLimits } from '@openfair/contract';
import { Button, ConfigProvider, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { uploadImage } from '../../api/upload';
import { useSession } from '../../lib/session-store';
import { acceptOf, countMessage, limitHint, precheck } from './media-limits';
import './media.css';

type Props = {
  purpose: MediaPurpose;
  value?: MediaRef[];
  onChange?: (value: MediaRef[]) => void;
  /** What each picture is ("Company picture"): alt texts and button names number it. */
  itemLabel: string;
  /** How many the field holds: the media table's count for the purpose unless a form needs fewer. */
  max?: number;
  disabled?: boolean;
  id?: string;
  /** Told while files are on their way, so the form can hold its save until they are stored. */
  onBusyChange?: (busy: boolean) => void;
};

type Upload = { id: number; name: string; percent: number; controller: AbortController };

let nextUploadId = 1;

/**
 * Pictures of one purpose as a row of tiles: each chosen file is checked for size in the browser, sent
 * with a progress ring, and added once the server has stored it; the server's refusal (real type,
 * dimensions) shows under the field with the file's name. The value is the pictures' keys and URLs.
 */
export function ImageUploadField({
  purpose,
  value = [],
  onChange,
  itemLabel,
  max = mediaLimits[purpose].maxCount ?? 1,
  disabled: disabledProp,
  id,
  onBusyChange,
}: Props) {
  const { t } = useTranslation('shared');
  // A disabled form (saving, read-only) disables its fields through antd's context.
  const { componentDisabled } = ConfigProvider.useConfig();
  const disabled = disabledProp === true || componentDisabled === true;
  const lang = useSession((s) => s.language);
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  // Several uploads finish in any order: each adds to the latest value, not the one it started with.
  const latest = useRef(value);
  latest.current = value;

  const busy = uploads.length > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const room = max - value.length - uploads.length;

  const start = (file: File) => {
    const upload: Upload = {
      id: nextUploadId++,
      name: file.name,
      percent: 0,
      controller: new AbortController(),
    };
    const update = (percent: number) =>
      setUploads((list) => list.map((u) => (u.id === upload.id ? { ...u, percent } : u)));
    setUploads((list) => [...list, upload]);
    uploadImage(purpose, file, {
      silent: true,
      signal: upload.controller.signal,
      onProgress: ({ loaded, total }) => update(total > 0 ? Math.floor((loaded / total) * 100) : 0),
    })
      .then((image) => {
        const next = [...latest.current, { key: image.key, url: image.url }];
        latest.current = next;
        onChange?.(next);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.kind === 'abort') return;
        const reason = error instanceof Error ? error.message : String(error);
        setErrors((list) => [...list, t('media.failed', { name: file.name, reason })]);
      })
      .finally(() => setUploads((list) => list.filter((u) => u.id !== upload.id)));
  };

  const onFiles = (files: File[]) => {
    const problems: string[] = [];
    if (files.length > room) problems.push(countMessage(purpose, lang));
    for (const file of files.slice(0, Math.max(room, 0))) {
      const problem = precheck(purpose, file, lang);
      if (problem) problems.push(t('media.failed', { name: file.name, reason: problem }));
      else start(file);
    }
    setErrors(problems);
  };

  const remove = (index: number) => {
    setErrors([]);
    onChange?.(value.filter((_, i) => i !== index));
  };

  const hintId = `${id ?? purpose}-hint`;
  return (
    <div className="of-media-field">
      <ul className="of-media-tiles">
        {value.map((ref, index) => {
          const name = max > 1 ? `${itemLabel} ${index + 1}` : itemLabel;
          return (
            <li key={ref.key} className="of-media-tile">
              <img src={ref.url} alt={name} />
              <Button
                className="of-media-remove"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('media.remove', { name })}
                disabled={disabled}
                onClick={() => remove(index)}
              />
            </li>
          );
        })}
        {uploads.map((upload) => (
          <li key={upload.id} className="of-media-tile of-media-tile-busy">
            <Progress
              type="circle"
              size={56}
              percent={upload.percent}
              aria-label={t('media.uploading', { name: upload.name })}
            />
            <span className="of-media-name" title={upload.name}>
              {upload.name}
            </span>
            <Button size="small" onClick={() => upload.controller.abort()}>
              {t('media.cancel')}
            </Button>
          </li>
        ))}
        {room > 0 && (
          <li>
            <button
              type="button"
              id={id}
              className="of-media-add"
              disabled={disabled}
              // Its own name over the form label's, which names the whole field.
              aria-label={t('media.addPicture', { name: itemLabel })}
              aria-describedby={hintId}
              onClick={() => input.current?.click()}
            >
              <PlusOutlined aria-hidden />
              <span>{t('media.addPicture', { name: itemLabel })}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        className="of-media-input"
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden
        accept={acceptOf(purpose)}
        multiple={max > 1}
        data-purpose={purpose}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file may be chosen again after a refusal.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <div id={hintId} className="of-media-hint">
        {limitHint(purpose, t, lang)}
      </div>
      {errors.length > 0 && (
        <div role="alert" className="of-media-errors">
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </div>
      )}
    </div>
  );
}

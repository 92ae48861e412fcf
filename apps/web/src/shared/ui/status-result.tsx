import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  WarningFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import './status-result.css';

export type StatusResultStatus = 'success' | 'info' | 'warning' | 'error' | '403' | '404' | '500';

type Props = {
  /** Which icon and colour (default info, like antd's Result). */
  status?: StatusResultStatus;
  title?: ReactNode;
  subTitle?: ReactNode;
  /** Actions under the text (buttons, links). */
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
};

const icons = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  info: ExclamationCircleFilled,
  warning: WarningFilled,
} as const;

/** A small picture for 403/404/500: a page with a sign, in the theme's colours. */
function ExceptionImage({ status }: { status: '403' | '404' | '500' }) {
  const sign =
    status === '403' ? (
      <>
        <rect x="86" y="84" width="28" height="22" rx="3" />
        <path d="M92 84v-6a8 8 0 0 1 16 0v6" fill="none" strokeWidth="4" />
      </>
    ) : status === '404' ? (
      <>
        <circle cx="96" cy="86" r="13" fill="none" strokeWidth="5" />
        <path d="M105 95l11 11" strokeWidth="6" strokeLinecap="round" />
      </>
    ) : (
      <>
        <path d="M100 70l20 36H80z" />
        <path d="M100 83v11M100 99v2" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </>
    );
  return (
    <svg viewBox="0 0 200 150" width="200" height="150" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="136" rx="78" ry="8" className="of-result-shadow" />
      <rect x="52" y="22" width="96" height="110" rx="8" className="of-result-page" />
      <path d="M66 42h68M66 54h48" className="of-result-lines" strokeWidth="5" strokeLinecap="round" />
      <g className="of-result-sign">{sign}</g>
    </svg>
  );
}

/**
 * A result panel (icon, title, sub-title and actions) that looks like antd's Result without its code:
 * the screens that show one only on an error or an empty state do not carry antd's Result, its
 * 403/404/500 pictures and its styles.
 */
export function StatusResult({ status = 'info', title, subTitle, extra, className, children }: Props) {
  const exception = status === '403' || status === '404' || status === '500';
  const Icon = exception ? null : icons[status];
  return (
    <div className={['of-result', `of-result-${status}`, className].filter(Boolean).join(' ')}>
      <div className={exception ? 'of-result-icon of-result-image' : 'of-result-icon'}>
        {Icon ? <Icon /> : <ExceptionImage status={status as '403' | '404' | '500'} />}
      </div>
      {title != null && title !== false && <div className="of-result-title">{title}</div>}
      {subTitle != null && subTitle !== false && <div className="of-result-subtitle">{subTitle}</div>}
      {extra != null && extra !== false && <div className="of-result-extra">{extra}</div>}
      {children != null && <div className="of-result-body">{children}</div>}
    </div>
  );
}

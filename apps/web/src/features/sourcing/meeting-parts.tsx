import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { Meeting, MeetingStage, ReviewStatus } from '@openfair/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { formatBeijingTime } from '../../shared/utils/beijing-time';

const STAGE_COLOURS: Record<MeetingStage, string> = {
  upcoming: 'blue',
  ongoing: 'green',
  ended: 'default',
  cancelled: 'red',
};
const STATUS_COLOURS: Record<ReviewStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

export function StageTag({ stage }: { stage: MeetingStage }) {
  const { t } = useTranslation('sourcing');
  return <Tag color={STAGE_COLOURS[stage]}>{t(`stages.${stage}`)}</Tag>;
}

/** Where a need or sign-up's review stands: pending, passed or failed (with the reviewer's reason). */
export function ReviewState({ status, reason }: { status: ReviewStatus; reason: string }) {
  const { t } = useTranslation('sourcing');
  return (
    <span className="of-sourcing-state">
      <Tag color={STATUS_COLOURS[status]}>{t(`statuses.${status}`)}</Tag>
      {status === 'rejected' && reason && (
        <span className="of-sourcing-reason">{t('reasonShown', { reason })}</span>
      )}
    </span>
  );
}

/** A meeting's title, in the reader's language (the Chinese one when no English was entered). */
export function useMeetingText() {
  const lang = useSession((s) => s.language);
  return (m: { title: string; titleEn: string }) => (lang === 'en' ? m.titleEn || m.title : m.title);
}

/** When (Beijing time, like every time of the fair) and where a meeting is, and its sign-up deadline. */
export function MeetingFacts({
  meeting,
}: {
  meeting: Pick<Meeting, 'startTime' | 'endTime' | 'deadline'> & Partial<Pick<Meeting, 'place' | 'placeEn'>>;
}) {
  const { t } = useTranslation('sourcing');
  const lang = useSession((s) => s.language);
  const place = lang === 'en' ? meeting.placeEn || meeting.place : meeting.place;
  return (
    <ul className="of-sourcing-facts">
      <li>
        <CalendarOutlined aria-hidden />{' '}
        {t('when', {
          start: formatBeijingTime(meeting.startTime),
          end: formatBeijingTime(meeting.endTime).slice(11),
        })}
      </li>
      <li>{t('deadline', { time: formatBeijingTime(meeting.deadline) })}</li>
      {place && (
        <li>
          <EnvironmentOutlined aria-hidden /> {place}
        </li>
      )}
    </ul>
  );
}

/** One entry of a short list (a need, a sign-up, a buyer): its picture, text and actions side by side. */
export function ListEntry({
  avatar,
  title,
  description,
  actions = [],
}: {
  avatar?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode[];
}) {
  return (
    <li className="of-sourcing-entry">
      {avatar && <div className="of-sourcing-entry-avatar">{avatar}</div>}
      <div className="of-sourcing-entry-body">
        <div className="of-sourcing-entry-title">{title}</div>
        {description && <div className="of-sourcing-entry-text">{description}</div>}
      </div>
      {actions.length > 0 && <div className="of-sourcing-entry-actions">{actions}</div>}
    </li>
  );
}

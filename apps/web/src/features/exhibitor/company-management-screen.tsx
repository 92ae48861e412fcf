import { CheckCircleFilled, ClockCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { type BoothCompleteness, type BoothPart, mediaLimits } from '@openfair/contract';
import { Button, Card, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/request';
import { pathTo } from '../../lib/paths';
import { deferredComponent } from '../../shared/ui/deferred';
import { useCompleteness } from './exhibitor.api';
import './exhibitor.css';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

// Below the booth checklist and built on antd's Table: its code comes after the page's, so the landing
// stays within its JS budget.
const ResponseTimesCard = deferredComponent(() =>
  import('./response-times-card').then((m) => m.ResponseTimesCard),
);

/** Where each part of the booth is put right. */
const fixPath: Record<BoothPart, string> = {
  profile: pathTo('companyInfo'),
  logo: `${pathTo('companyInfo')}#section-media`,
  images: `${pathTo('companyInfo')}#section-media`,
  exhibits: pathTo('addExhibit'),
  employees: pathTo('addEmployee'),
  hotShowcase: pathTo('hotspot'),
};

function PartRow({
  part,
  checklist,
}: {
  part: BoothCompleteness['parts'][number];
  checklist: BoothCompleteness;
}) {
  const { t } = useTranslation('exhibitor');
  const key = `management.parts.${part.part}`;
  const title = t(`${key}.title`);
  if (!part.available) {
    return (
      <li className="of-booth-part is-later">
        <ClockCircleOutlined className="of-booth-icon" aria-hidden />
        <div className="of-booth-text">
          <h2 className="of-booth-title">
            {title}
            <span className="of-booth-status">{t('management.status.later')}</span>
          </h2>
          <p className="of-booth-detail">{t('management.later')}</p>
        </div>
      </li>
    );
  }
  let detail: string;
  if (!part.complete && part.part === 'profile') {
    const fields = checklist.missingFields.map((field) => t(`companyInfo.fields.${field}`));
    detail = t(`${key}.missing`, { fields: fields.join(t('management.listSeparator')) });
  } else if (part.complete) {
    detail = t(`${key}.done`, { count: part.count, max: mediaLimits.companyImage.maxCount });
  } else {
    detail = t(`${key}.missing`);
  }
  return (
    <li className={`of-booth-part ${part.complete ? 'is-done' : 'is-todo'}`}>
      {part.complete ? (
        <CheckCircleFilled className="of-booth-icon" aria-hidden />
      ) : (
        <ExclamationCircleFilled className="of-booth-icon" aria-hidden />
      )}
      <div className="of-booth-text">
        <h2 className="of-booth-title">
          {title}
          <span className="of-booth-status">
            {t(part.complete ? 'management.status.done' : 'management.status.todo')}
          </span>
        </h2>
        <p className="of-booth-detail">{detail}</p>
      </div>
      <Link to={fixPath[part.part]} className="of-booth-link">
        {t(part.complete ? `${key}.review` : `${key}.action`)}
      </Link>
    </li>
  );
}

/**
 * The administrator's landing (/company-management): what the booth has, what it lacks, and where to fix
 * it; below, how fast the staff answer buyers in the chat.
 */
export function CompanyManagementScreen() {
  const { t } = useTranslation('exhibitor');
  const checklist = useCompleteness();

  if (checklist.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (checklist.isError) {
    return (
      <StatusResult
        status="error"
        title={t('state.loadError')}
        subTitle={checklist.error instanceof ApiError ? checklist.error.message : undefined}
        extra={<Button onClick={() => void checklist.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }
  // Parts the back office cannot build yet are listed but not counted.
  const parts = checklist.data.parts.filter((part) => part.available);
  const done = parts.filter((part) => part.complete).length;
  return (
    <div className="of-management">
      <Card className="of-booth-card">
        <div className="of-booth-summary">
          <Progress
            type="circle"
            size={72}
            percent={Math.round((done / parts.length) * 100)}
            aria-label={t('management.summary', { done, total: parts.length })}
          />
          <div>
            <p className="of-booth-summary-text">{t('management.summary', { done, total: parts.length })}</p>
            <p className="of-booth-detail">
              {done === parts.length ? t('management.allDone') : t('management.intro')}
            </p>
          </div>
        </div>
        <ul className="of-booth-parts">
          {checklist.data.parts.map((part) => (
            <PartRow key={part.part} part={part} checklist={checklist.data} />
          ))}
        </ul>
      </Card>
      <ResponseTimesCard />
    </div>
  );
}

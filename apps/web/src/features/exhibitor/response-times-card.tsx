import { ChatPaths, RESPONSE_TIME_PERIODS, type ResponseTimeRow } from '@openfair/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Segmented, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { DataTable } from '../../shared/ui/data-table';

type Period = (typeof RESPONSE_TIME_PERIODS)[number];

/** A first-response time as people say it: 45 s, 3 min 20 s, 2 h 5 min, 1 d 3 h. */
export function formatDuration(seconds: number | null, t: TFunction<'exhibitor'>): string {
  if (seconds === null) return '—';
  const s = Math.max(0, Math.round(seconds));
  const unit = (n: number, key: 's' | 'min' | 'h' | 'd') => t(`responseTimes.units.${key}`, { count: n });
  const pair = (a: string, b: number, bKey: 's' | 'min' | 'h') => (b > 0 ? `${a} ${unit(b, bKey)}` : a);
  if (s < 60) return unit(s, 's');
  if (s < 3600) return pair(unit(Math.floor(s / 60), 'min'), s % 60, 's');
  if (s < 86_400) return pair(unit(Math.floor(s / 3600), 'h'), Math.floor((s % 3600) / 60), 'min');
  return pair(unit(Math.floor(s / 86_400), 'd'), Math.floor((s % 86_400) / 3600), 'h');
}

/**
 * The administrators' table of how fast each employee answers buyers in the chat (first-response time
 * from the buyer's first message of a turn to the employee's reply), over the last 7 or 30 days.
 */
export function ResponseTimesCard() {
  const { t, i18n } = useTranslation('exhibitor');
  const [days, setDays] = useState<Period>(7);
  const query = useQuery({
    queryKey: ['exhibitor', 'responseTimes', days, i18n.language],
    queryFn: () => post(ChatPaths.responseTimes, { days }, { silent: true }),
    staleTime: 60_000,
  });
  return (
    <Card
      className="of-response-times"
      title={<h2 className="of-response-times-title">{t('responseTimes.title')}</h2>}
    >
      <div className="of-response-times-bar">
        <p className="of-booth-detail">{t('responseTimes.intro')}</p>
        <Segmented<Period>
          aria-label={t('responseTimes.period')}
          value={days}
          onChange={setDays}
          options={RESPONSE_TIME_PERIODS.map((d) => ({
            value: d,
            label: t('responseTimes.days', { count: d }),
          }))}
        />
      </div>
      {query.isError ? (
        <Alert type="error" showIcon title={t('state.loadError')} />
      ) : (
        <DataTable<ResponseTimeRow>
          size="small"
          rowKey="userAccountId"
          loading={query.isPending}
          pending={query.isPending}
          dataSource={query.data?.rows ?? []}
          pagination={false}
          emptyText={t('responseTimes.empty')}
          scrollLabel={t('responseTimes.title')}
          columns={[
            {
              key: 'name',
              title: t('responseTimes.columns.employee'),
              render: (_, r) => (
                <>
                  {r.name}
                  {r.resigned ? (
                    <Tag className="of-response-times-resigned">{t('responseTimes.resigned')}</Tag>
                  ) : null}
                </>
              ),
            },
            {
              key: 'answered',
              dataIndex: 'answered',
              title: t('responseTimes.columns.answered'),
              align: 'right',
            },
            {
              key: 'median',
              title: t('responseTimes.columns.median'),
              align: 'right',
              render: (_, r) => formatDuration(r.medianSeconds, t),
            },
            {
              key: 'p90',
              title: t('responseTimes.columns.p90'),
              align: 'right',
              render: (_, r) => formatDuration(r.p90Seconds, t),
            },
            {
              key: 'unanswered',
              title: t('responseTimes.columns.unanswered'),
              align: 'right',
              render: (_, r) => (r.unanswered > 0 ? <Tag color="orange">{r.unanswered}</Tag> : 0),
            },
          ]}
        />
      )}
    </Card>
  );
}

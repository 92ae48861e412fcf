import { ChatPaths, type ResponseTimes } from '@openfair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { formatDuration, ResponseTimesCard } from './response-times-card';

const answer = (days: number): ResponseTimes => ({
  days,
  since: Date.now() - days * 86_400_000,
  rows: [
    {
      userAccountId: 'staff',
      name: 'Zhou Lei',
      resigned: false,
      answered: days === 7 ? 2 : 9,
      medianSeconds: 210,
      p90Seconds: 3_900,
      unanswered: 1,
    },
    {
      userAccountId: 'gone',
      name: 'Wang Fang',
      resigned: true,
      answered: 0,
      medianSeconds: null,
      p90Seconds: null,
      unanswered: 0,
    },
  ],
});

beforeAll(() => initI18n('en'));

describe('chat response times for administrators', () => {
  it('says durations the way people do, in both languages', async () => {
    const t = i18n.getFixedT('en', 'exhibitor');
    expect(formatDuration(null, t)).toBe('—');
    expect(formatDuration(45, t)).toBe('45 s');
    expect(formatDuration(210, t)).toBe('3 min 30 s');
    expect(formatDuration(3_600, t)).toBe('1 h');
    expect(formatDuration(3_900, t)).toBe('1 h 5 min');
    expect(formatDuration(90_000, t)).toBe('1 day 1 h');
    await i18n.loadLanguages('zh');
    const zh = i18n.getFixedT('zh', 'exhibitor');
    expect(formatDuration(3_900, zh)).toBe('1 小时 5 分');
  });

  it('shows each employee over the last 7 days, and 30 days on request', async () => {
    mockApi({ [ChatPaths.responseTimes]: (body) => answer(Number(body.days)) });
    renderWithProviders(<ResponseTimesCard />);
    const row = (await screen.findByText('Zhou Lei')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('3 min 30 s')).toBeTruthy();
    expect(within(row).getByText('1 h 5 min')).toBeTruthy();
    const gone = screen.getByText('Wang Fang').closest('tr') as HTMLElement;
    expect(within(gone).getByText('Resigned')).toBeTruthy();
    expect(within(gone).getAllByText('—')).toHaveLength(2);
    expect(bodiesOf(ChatPaths.responseTimes)).toEqual([{ days: 7 }]);

    fireEvent.click(screen.getByText('Last 30 days'));
    await waitFor(() =>
      expect(within(screen.getByText('Zhou Lei').closest('tr') as HTMLElement).getByText('9')).toBeTruthy(),
    );
    expect(bodiesOf(ChatPaths.responseTimes)).toEqual([{ days: 7 }, { days: 30 }]);
  });
});

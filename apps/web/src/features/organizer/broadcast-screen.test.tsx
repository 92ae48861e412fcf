import { OrganizerPaths } from '@openfair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organizerMe, setUpConsoleTests } from '../../test/organizer-console';
import { renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { OrganizerBroadcastScreen } from './broadcast-screen';

setUpConsoleTests();

describe('notices from the organizer', () => {
  it('previews both languages and sends only after the confirmation naming who gets it', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [OrganizerPaths.noticeBroadcast]: () => ({ delivered: 42 }),
    });
    renderScreen(<OrganizerBroadcastScreen />);
    fireEvent.click(await screen.findByRole('radio', { name: 'All exhibitor accounts' }));
    for (const [label, value] of [
      ['Title (Chinese)', '布展提醒'],
      ['Title (English)', 'Stand set-up'],
      ['Text (Chinese)', '请于周日完成布展。'],
      ['Text (English)', 'Please finish your stand by Sunday.'],
    ] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    expect(await screen.findByText('Please finish your stand by Sunday.', { selector: 'p' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the notice' }));
    });
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getAllByText('Send this notice to All exhibitor accounts?').length,
    ).toBeGreaterThan(0);
    expect(bodiesOf(OrganizerPaths.noticeBroadcast)).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Send the notice' }));
    });
    await waitFor(() =>
      expect(bodiesOf(OrganizerPaths.noticeBroadcast)).toEqual([
        {
          audience: 'ACTOR',
          title: '布展提醒',
          titleEn: 'Stand set-up',
          content: '请于周日完成布展。',
          contentEn: 'Please finish your stand by Sunday.',
        },
      ]),
    );
    expect(await screen.findByText('The notice was delivered to 42 accounts.')).toBeTruthy();
  });

  it('tells a reviewer the role does not allow it', async () => {
    mockApi({ [OrganizerPaths.me]: () => organizerMe('reviewer') });
    renderScreen(<OrganizerBroadcastScreen />);
    expect(await screen.findByText('Your organizer role does not allow this.')).toBeTruthy();
  });
});

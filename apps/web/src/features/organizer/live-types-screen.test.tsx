import { type ActivityTypeAdmin, LivePaths, OrganizerPaths } from '@openfair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organizerMe, setUpConsoleTests } from '../../test/organizer-console';
import { renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { OrganizerLiveTypesScreen } from './live-types-screen';

const types: ActivityTypeAdmin[] = [
  { id: 't1', name: '新品发布', nameEn: 'New product launch', sort: 0, disabled: false, lives: 3 },
  { id: 't2', name: '工厂直播', nameEn: 'Factory tour', sort: 1, disabled: true, lives: 0 },
];

setUpConsoleTests();

describe('the live activity types screen', () => {
  it('lists the types with their use; a used one can only be disabled, an unused one also deleted', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [LivePaths.activityTypeAdminList]: () => types,
      [LivePaths.activityTypeDisable]: (body) => ({ ...types[0]!, disabled: body.disabled }),
      [LivePaths.activityTypeMove]: () => types,
    });
    renderScreen(<OrganizerLiveTypesScreen />, { at: '/organizer/live/activity-types' });
    const used = (await screen.findByText('New product launch', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(used).getByText('Used by 3 lives')).toBeTruthy();
    expect(within(used).queryByRole('button', { name: 'Delete' })).toBeNull();
    const unused = screen.getByText('Factory tour').closest('tr')!;
    expect(within(unused).getByText('Disabled')).toBeTruthy();
    expect(within(unused).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(unused).getByRole('button', { name: 'Offer again' })).toBeTruthy();
    // the first cannot move up, the last cannot move down
    expect(
      (within(used).getByRole('button', { name: 'Move New product launch up' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(used).getByRole('button', { name: 'Move New product launch down' }));
    fireEvent.click(within(used).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(bodiesOf(LivePaths.activityTypeDisable)).toEqual([{ id: 't1', disabled: true }]),
    );
    expect(bodiesOf(LivePaths.activityTypeMove)).toEqual([{ id: 't1', direction: 'down' }]);
  });

  it('adds a type only with both names', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [LivePaths.activityTypeAdminList]: () => types,
      [LivePaths.activityTypeSave]: (body) => ({ id: 't3', sort: 2, disabled: false, lives: 0, ...body }),
    });
    renderScreen(<OrganizerLiveTypesScreen />, { at: '/organizer/live/activity-types' });
    fireEvent.click(await screen.findByRole('button', { name: /New activity type/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name (Chinese)'), { target: { value: '品牌故事' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please fill in this field.')).toBeTruthy();
    expect(bodiesOf(LivePaths.activityTypeSave)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Brand story' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf(LivePaths.activityTypeSave)).toEqual([{ name: '品牌故事', nameEn: 'Brand story' }]),
    );
  });

  it('tells a reviewer the role does not allow it', async () => {
    mockApi({ [OrganizerPaths.me]: () => organizerMe('reviewer') });
    renderScreen(<OrganizerLiveTypesScreen />, { at: '/organizer/live/activity-types' });
    expect(await screen.findByText('Your organizer role does not allow this.')).toBeTruthy();
    expect(bodiesOf(LivePaths.activityTypeAdminList)).toHaveLength(0);
  });
});

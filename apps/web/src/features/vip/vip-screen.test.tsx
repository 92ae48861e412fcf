import { type VipApplication, VipPaths } from '@openfair/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { testConfig, visitor } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { VipScreen } from './vip-screen';

const application: NonNullable<VipApplication['application']> = {
  passportNumber: 'E12345678',
  passportPhoto: 'private/a/vippassportphoto/p.jpg',
  passportPhotoUrl: '/media/private/a/vippassportphoto/p.jpg',
  photo: 'private/a/vipphoto/f.jpg',
  photoUrl: '/media/private/a/vipphoto/f.jpg',
  fullName: 'Wang Shenhe',
  sexTitle: 'MR',
  companyName: 'Hangzhou Review Trading',
  phone: '+86-571-12345678',
  address: '1 West Lake Road',
  email: 'wang@example.test',
  submittedAt: '2026-11-24T02:00:00.000Z',
};

beforeAll(() => initI18n('en'));

beforeEach(() => {
  setRuntimeConfig(testConfig);
  sessionStore.reset({ ...visitor(), language: 'en' });
});

describe('the VIP application', () => {
  it('asks for every field and both photos before anything is sent', async () => {
    mockApi({ [VipPaths.get]: () => ({ state: 'notApplied', reason: '', application: null }) });
    renderScreen(<VipScreen />, { at: '/vip' });
    fireEvent.change(await screen.findByLabelText('Passport number'), { target: { value: 'E1 23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText('Please enter a valid passport number (5 to 17 letters or digits).'),
    ).toBeTruthy();
    // Each field's check settles on its own: the photos' messages may come a moment after the first.
    await waitFor(() => expect(screen.getAllByText('Please upload this photo.')).toHaveLength(2));
    expect(bodiesOf(VipPaths.insert)).toHaveLength(0);
  });

  it('shows a rejection with its reason and the earlier answers, and sends the corrected application', async () => {
    mockApi({
      [VipPaths.get]: () => ({ state: 'rejected', reason: 'The passport photo is blurred', application }),
      [VipPaths.insert]: () => ({ state: 'pending', reason: '', application }),
    });
    renderScreen(<VipScreen />, { at: '/vip' });
    expect(await screen.findByText(/Reason: The passport photo is blurred/)).toBeTruthy();
    expect((screen.getByLabelText('Full name (as in the passport)') as HTMLInputElement).value).toBe(
      'Wang Shenhe',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(bodiesOf(VipPaths.insert)[0]).toMatchObject({
        passportNumber: 'E12345678',
        passportPhoto: 'private/a/vippassportphoto/p.jpg',
        photo: 'private/a/vipphoto/f.jpg',
      }),
    );
    expect(await screen.findByText(/Your application is being reviewed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  });

  it('shows an approved application without a form', async () => {
    mockApi({ [VipPaths.get]: () => ({ state: 'approved', reason: '', application }) });
    renderScreen(<VipScreen />, { at: '/vip' });
    expect(await screen.findByText('You are a VIP buyer of this fair.')).toBeTruthy();
    expect(screen.getByText('Mr Wang Shenhe')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  });
});

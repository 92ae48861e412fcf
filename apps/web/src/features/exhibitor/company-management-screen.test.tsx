import { type BoothCompleteness, ChatPaths, ExhibitorPaths } from '@openfair/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { exhibitor, testConfig } from '../../test/fixtures';
import { currentLocation, renderScreen } from '../../test/render';
import { mockApi } from '../../test/server';
import { CompanyManagementScreen } from './company-management-screen';

const checklist: BoothCompleteness = {
  parts: [
    { part: 'profile', complete: false, count: 0, available: true },
    { part: 'logo', complete: true, count: 1, available: true },
    { part: 'images', complete: false, count: 0, available: true },
    { part: 'exhibits', complete: true, count: 40, available: true },
    { part: 'employees', complete: true, count: 1, available: true },
    { part: 'hotShowcase', complete: false, count: 0, available: false },
  ],
  missingFields: ['enIntroduction', 'email'],
};

beforeAll(() => initI18n('en'));

beforeEach(() => {
  setRuntimeConfig(testConfig);
  sessionStore.reset({ ...exhibitor(true), language: 'en' });
});

describe('the booth checklist (/company-management)', () => {
  it('counts the parts it can judge, names the empty fields and links to each fix', async () => {
    mockApi({
      [ExhibitorPaths.boothCompleteness]: () => checklist,
      [ChatPaths.responseTimes]: () => ({ days: 7, since: 0, rows: [] }),
    });
    renderScreen(<CompanyManagementScreen />, { at: '/company-management' });
    expect(await screen.findByText('3 of 5 parts of your booth are ready')).toBeTruthy();
    expect(screen.getByText('Still empty: Introduction (English), Email.')).toBeTruthy();
    expect(screen.getByText('40 exhibits.')).toBeTruthy();
    expect(screen.getByText('1 employee besides the administrators.')).toBeTruthy();
    // The scenes cannot be built yet: listed as such, with nothing to click.
    expect(screen.getByText('Coming in a later version of the back office.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Build a scene' })).toBeNull();

    expect(screen.getByRole('link', { name: 'Add pictures' }).getAttribute('href')).toBe(
      '/company-info#section-media',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Complete the profile' }));
    await waitFor(() => expect(currentLocation()).toBe('/company-info'));
  });
});

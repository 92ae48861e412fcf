import { CatalogPaths, type ExhibitorBaseInfo, ExhibitorPaths } from '@openfair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { exhibitor, testConfig } from '../../test/fixtures';
import { areaApi } from '../../test/profile-data';
import { renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { CompanyInfoScreen } from './company-info-screen';

const saved: ExhibitorBaseInfo = {
  id: 'e-1',
  name: '广州声波音响',
  nameEn: 'Soundwave Audio',
  introduction: '',
  enIntroduction: '',
  mainBusinessScope: '',
  enMainBusinessScope: '',
  countryId: 'CN',
  provinceId: '44',
  cityId: '4401',
  provinceName: '',
  cityName: '',
  address: '',
  addressEn: '',
  postCode: '',
  companyScale: '',
  registeredCapital: '',
  attendanceTimes: 0,
  listed: false,
  website: '',
  url3d: '',
  brand: '',
  telephone: '',
  fax: '',
  email: '',
  contacts: '',
  contactsEn: '',
  conferenceContacts: '',
  conferenceContactsEn: '',
  tags: [],
  categories: ['audio', 'phones', 'cases'],
  floor: '7F',
  boothArea: 'A',
  boothNumber: '7F-A12',
  logo: null,
  images: [],
  video: null,
};

const categories = ['audio', 'phones', 'cases', 'chargers'].map((key) => ({ key, name: `Category ${key}` }));

function serve() {
  mockApi({
    ...areaApi(),
    [ExhibitorPaths.getExhibitorBaseInfo]: () => saved,
    [ExhibitorPaths.updateExhibitorBaseInfo]: (body) => ({
      ...saved,
      ...body,
      logo: null,
      images: [],
      video: null,
    }),
    [CatalogPaths.filterOptions]: () => ({ categories, countries: [], floors: [], tags: [] }),
  });
}

beforeAll(() => initI18n('en'));

beforeEach(() => {
  setRuntimeConfig(testConfig);
});

describe('the company profile (/company-info)', () => {
  it('shows the spec’s message at a fourth category and saves the administrator’s edits', async () => {
    sessionStore.reset({ ...exhibitor(true), language: 'en' });
    serve();
    renderScreen(<CompanyInfoScreen />, { at: '/company-info' });
    const intro = await screen.findByLabelText('Introduction (English)');
    // The booth is the organizer's: shown, not a field.
    expect(screen.getByText('7F-A12')).toBeTruthy();

    const group = screen.getByRole('group', { name: 'Product categories' });
    const option = await within(group).findByRole('checkbox', { name: 'Category chargers' });
    await act(async () => {
      fireEvent.click(option);
    });
    expect(await screen.findByText('Product categories cannot be more than 3.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    // Refused in the browser: nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodiesOf(ExhibitorPaths.updateExhibitorBaseInfo)).toHaveLength(0);

    await act(async () => {
      fireEvent.click(option);
    });
    await waitFor(() => expect(screen.queryByText('Product categories cannot be more than 3.')).toBeNull());
    fireEvent.change(intro, { target: { value: 'We make speakers.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(ExhibitorPaths.updateExhibitorBaseInfo)).toHaveLength(1));
    expect(bodiesOf(ExhibitorPaths.updateExhibitorBaseInfo)[0]).toMatchObject({
      enIntroduction: 'We make speakers.',
      categories: ['audio', 'phones', 'cases'],
      countryId: 'CN',
      provinceId: '44',
      cityId: '4401',
      logo: '',
      images: [],
    });
  });

  it('shows an employee the profile without letting them change it', async () => {
    sessionStore.reset({ ...exhibitor(false), language: 'en' });
    serve();
    renderScreen(<CompanyInfoScreen />, { at: '/company-info' });
    expect(await screen.findByText(/Only your company's administrators can change the profile/)).toBeTruthy();
    expect((screen.getByLabelText('Company name (English)') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByRole('button', { name: /Add company picture/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

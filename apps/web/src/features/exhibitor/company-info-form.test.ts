import type { ExhibitorBaseInfo } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { companyInfoValues, toBaseInfoUpdate } from './company-info-form';

const info: ExhibitorBaseInfo = {
  id: 'ex-1',
  name: '深圳鹏达电子',
  nameEn: 'Pengda Electronics',
  introduction: '简介',
  enIntroduction: 'About us',
  mainBusinessScope: '手机配件',
  enMainBusinessScope: 'Phone accessories',
  countryId: 'CN',
  provinceId: '44',
  cityId: '4403',
  provinceName: '',
  cityName: '',
  address: '科技园',
  addressEn: 'Science Park',
  postCode: '518000',
  companyScale: '500-999',
  registeredCapital: 'CNY 45,000,000',
  attendanceTimes: 2,
  listed: false,
  website: 'https://pengda.example.com',
  url3d: '',
  brand: 'Pengda',
  telephone: '+86-75583004376',
  fax: '',
  email: 'sales@pengda.example.com',
  contacts: '刘婷',
  contactsEn: 'Liu Ting',
  conferenceContacts: '',
  conferenceContactsEn: '',
  tags: ['FCC'],
  categories: ['phones'],
  floor: '7F',
  boothArea: 'A',
  boothNumber: '7F-A35',
  logo: { key: 'uploads/ex-1/logo/a.png', url: '/media/uploads/ex-1/logo/a.png' },
  images: [{ key: 'uploads/ex-1/companyimage/b.jpg', url: '/media/uploads/ex-1/companyimage/b.jpg' }],
  video: null,
};

describe('the company profile form', () => {
  it('saves what it loaded unchanged: media as keys, the place as ids, the booth left out', () => {
    const update = toBaseInfoUpdate(companyInfoValues(info));
    expect(update).toMatchObject({
      name: info.name,
      countryId: 'CN',
      provinceId: '44',
      cityId: '4403',
      provinceName: '',
      cityName: '',
      logo: 'uploads/ex-1/logo/a.png',
      images: ['uploads/ex-1/companyimage/b.jpg'],
      video: '',
      companyScale: '500-999',
      attendanceTimes: 2,
    });
    expect(update).not.toHaveProperty('floor');
    expect(update).not.toHaveProperty('boothNumber');
    expect(update).not.toHaveProperty('id');
  });

  it('sends the typed state and city abroad and drops ids that belong to China', () => {
    const values = companyInfoValues(info);
    const update = toBaseInfoUpdate({
      ...values,
      area: { countryId: 'DE', provinceId: '44', cityId: '4403' },
      provinceName: ' Bavaria ',
      cityName: 'Munich',
    });
    expect(update).toMatchObject({
      countryId: 'DE',
      provinceId: '',
      cityId: '',
      provinceName: 'Bavaria',
      cityName: 'Munich',
    });
  });

  it('drops typed names in China, a cleared number and a size that is not on the list', () => {
    const values = companyInfoValues(info);
    const update = toBaseInfoUpdate({
      ...values,
      provinceName: 'left over',
      attendanceTimes: null,
      companyScale: 'about 300',
      logo: [],
      video: { key: 'uploads/ex-1/companyvideo/v.mp4', url: '/media/v.mp4' },
    });
    expect(update).toMatchObject({
      provinceName: '',
      attendanceTimes: 0,
      companyScale: '',
      logo: '',
      video: 'uploads/ex-1/companyvideo/v.mp4',
    });
  });
});

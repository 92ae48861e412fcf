import { SessionPaths } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { FAIR_B } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';

describe.each(enginesFor('rules'))('fair configuration on %s', (engine) => {
  const t = useTestApp(engine);

  it('information merges stored values over defaults, in the request language', async () => {
    const zh = (await t.api.post(SessionPaths.getConfigurationInformation)).data;
    expect(zh).toMatchObject({
      exhibitionName: '甲展会',
      exhibitionNameEn: 'Fair A',
      startDate: '2026-05-01',
      visitorOpen: false,
      actorOpen: true,
      visitorClosedNotice: '观众通道尚未开放',
      // a stored value of the wrong type is ignored
      touristProductLimit: 20,
      completeRegistrationLink: '/l-register/account-email-info/0',
    });
    const en = (await t.api.post(SessionPaths.getConfigurationInformation, {}, { lang: 'en' })).data;
    expect(en.visitorClosedNotice).toBe('Visitor access is not open yet');
    const b = (await t.api.post(SessionPaths.getConfigurationInformation, {}, { fair: FAIR_B })).data;
    expect(b).toMatchObject({ exhibitionName: '乙展会', visitorOpen: true });
  });

  it('configSwitch per fair', async () => {
    const a = (await t.api.post(SessionPaths.getConfigSwitch)).data.configSwitch;
    expect(a).toEqual({
      visitorDelay: false,
      secondInfo: true,
      hideElement: false,
      dockingMeeting: true,
      registrationOnly: false,
      singleStepRegistration: false,
    });
    const b = (await t.api.post(SessionPaths.getConfigSwitch, {}, { fair: FAIR_B })).data.configSwitch;
    expect(b.registrationOnly).toBe(true);
    expect(b.secondInfo).toBe(false);
  });

  it('the complete-registration link is for logged-in visitors only', async () => {
    const res = await t.api.post(SessionPaths.completeRegistrationLink, {}, { as: 'newVisitor' });
    expect(res).toMatchObject({ code: 1000, data: '/l-register/account-email-info/0' });
    expect((await t.api.post(SessionPaths.completeRegistrationLink)).code).toBe(401);
    expect((await t.api.post(SessionPaths.completeRegistrationLink, {}, { as: 'admin' })).code).toBe(1004);
  });
});

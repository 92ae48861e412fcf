import type { ConfigSwitch, ConfigurationInformation } from '@openfair/contract';
import type { configurationItems, exhibitions } from '../../db/schema/index';
import { DEFAULT_CONFIG_SWITCH } from '../../modules/session/index';
import { DAY, type DemoContext, type Insert, type RowsOf } from '../demo-context';

export type FairDemo = { exhibition: Insert<typeof exhibitions> } & RowsOf<{
  configuration: typeof configurationItems;
}>;

/** The fair itself and its configuration: both entrances open, the default flows. */
export function fairDemo(ctx: DemoContext): FairDemo {
  const { exhibitionId, fair } = ctx;
  const information: ConfigurationInformation = {
    exhibitionName: fair.name[0],
    exhibitionNameEn: fair.name[1],
    startDate: fair.startDate,
    endDate: fair.endDate,
    visitorOpen: true,
    actorOpen: true,
    visitorClosedNotice: '观众入口暂未开放，开放时间请关注主办方通知。',
    actorClosedNotice: '展商入口暂未开放，开放时间请关注主办方通知。',
    touristProductLimit: 20,
    completeRegistrationLink: '',
  };
  // The defaults (all off): intent orders rather than docking meetings, the full multi-step
  // registration, every visitor menu, nothing hidden.
  const configSwitch: ConfigSwitch = { ...DEFAULT_CONFIG_SWITCH };
  return {
    exhibition: {
      id: exhibitionId,
      appId: ctx.appId,
      name: fair.name[0],
      nameEn: fair.name[1],
      startDate: fair.startDate,
      endDate: fair.endDate,
      createdAt: ctx.at(30 * DAY),
    },
    configuration: [
      { exhibitionId, key: 'information', value: information },
      { exhibitionId, key: 'configSwitch', value: configSwitch },
      { exhibitionId, key: 'demo', value: true },
    ],
  };
}

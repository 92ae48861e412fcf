import type { AreaModule } from '../core/route';
import { areaModule } from './area/index';
import { catalogModule } from './catalog/index';
import { chatModule } from './chat/index';
import { contentModule } from './content/index';
import { exhibitorModule } from './exhibitor/index';
import { invitationsModule } from './invitations/index';
import { liveModule } from './live/index';
import { mediaModule } from './media/index';
import { ordersModule } from './orders/index';
import { organizerModule } from './organizer/index';
import { registrationModule } from './registration/index';
import { sessionModule } from './session/index';
import { sourcingModule } from './sourcing/index';
import { systemModule } from './system/index';
import { verificationModule } from './verification/index';
import { vipModule } from './vip/index';

/** Every area the server serves. A new area adds its module here (README "Adding an area"). */
export const areaModules: AreaModule[] = [
  systemModule,
  areaModule,
  sessionModule,
  verificationModule,
  registrationModule,
  catalogModule,
  contentModule,
  chatModule,
  mediaModule,
  exhibitorModule,
  organizerModule,
  vipModule,
  sourcingModule,
  ordersModule,
  invitationsModule,
  liveModule,
];

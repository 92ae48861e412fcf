import { areaEndpoints } from './area/endpoints';
import { catalogEndpoints } from './catalog/endpoints';
import { chatEndpoints } from './chat/endpoints';
import { contentEndpoints } from './content/endpoints';
import type { Endpoint } from './endpoint';
import { exhibitEndpoints } from './exhibit/endpoints';
import { exhibitorEndpoints } from './exhibitor/endpoints';
import { hotspotEndpoints } from './hotspot/endpoints';
import { invitationEndpoints } from './invitations/endpoints';
import { liveEndpoints } from './live/endpoints';
import { mediaEndpoints } from './media/endpoints';
import { orderEndpoints } from './orders/endpoints';
import { organizerEndpoints } from './organizer/endpoints';
import { registrationEndpoints } from './registration/endpoints';
import { reviewEndpoints } from './review/endpoints';
import { sessionEndpoints } from './session/endpoints';
import { sourcingEndpoints } from './sourcing/endpoints';
import { systemEndpoints } from './system/endpoints';
import { verificationEndpoints } from './verification/endpoints';
import { vipEndpoints } from './vip/endpoints';

/** Every call of the platform, by area: the server serves exactly these (a test checks both ways). */
export const endpointsByArea = {
  system: systemEndpoints,
  area: areaEndpoints,
  session: sessionEndpoints,
  verification: verificationEndpoints,
  registration: registrationEndpoints,
  catalog: catalogEndpoints,
  content: contentEndpoints,
  chat: chatEndpoints,
  media: mediaEndpoints,
  exhibitor: exhibitorEndpoints,
  exhibit: exhibitEndpoints,
  hotspot: hotspotEndpoints,
  organizer: organizerEndpoints,
  review: reviewEndpoints,
  vip: vipEndpoints,
  sourcing: sourcingEndpoints,
  orders: orderEndpoints,
  invitations: invitationEndpoints,
  live: liveEndpoints,
} as const;

export const allEndpoints: Endpoint[] = Object.values(endpointsByArea).flatMap((area) =>
  Object.values(area as Record<string, Endpoint>),
);

type Areas = typeof endpointsByArea;
type AnyEndpointOf<A> = A[keyof A];
/** Every endpoint of every area, keyed by path: the web client's calls take their types from it. */
export type EndpointByPath = {
  [E in AnyEndpointOf<{ [K in keyof Areas]: AnyEndpointOf<Areas[K]> }> as E extends Endpoint
    ? E['path']
    : never]: E;
};
export type ApiPath = keyof EndpointByPath;

import type { RuntimeConfig, SettingsFlags } from '@openfair/contract';
import type { Settings } from '../../settings';

/**
 * Runtime settings for the client (spec 000 §9), so one build serves any fair, with the fair's settings
 * flags as its organizer switched them (read on every load of /config.json: one indexed row). Social, handbook and
 * survey links are not configurable yet (the organizer area will edit them); they are empty, which
 * the client treats as "hide the link".
 */
export function buildRuntimeConfig(settings: Settings, flags: SettingsFlags): RuntimeConfig {
  return {
    exhibitionId: settings.exhibitionId,
    appId: settings.appId,
    imAppId: settings.imAppId,
    visitorToken: settings.visitorToken,
    basePath: settings.basePath,
    social: { weibo: '', wechat: '', linkedin: '', facebook: '' },
    handbook: { actor: '', visitor: '' },
    survey: { actor: '', visitor: '' },
    invitationLinkBase: `${settings.basePath}/register/email/0`,
    downloadApp: true,
    translate: false,
    // The organizer's settings flags (fair settings); the two without behaviour here stay off.
    features: { ...flags, noActor2: false, thirdPartyLogin: false },
  };
}

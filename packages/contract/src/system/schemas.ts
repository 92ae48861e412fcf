import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });

/** GET /config.json — runtime settings for the client, so one build serves any fair. */
export const runtimeConfigSchema = z.object({
  exhibitionId: z.string(),
  appId: z.string(),
  imAppId: z.string(),
  visitorToken: z.string(),
  basePath: z.string(),
  social: z.object({ weibo: z.string(), wechat: z.string(), linkedin: z.string(), facebook: z.string() }),
  handbook: z.object({ actor: z.string(), visitor: z.string() }),
  survey: z.object({ actor: z.string(), visitor: z.string() }),
  invitationLinkBase: z.string(),
  downloadApp: z.boolean(),
  translate: z.boolean(),
  features: z.object({
    /** force every route to home */
    noAction: z.boolean(),
    /** exhibitor side closed: exhibitors are logged out */
    noActor: z.boolean(),
    noActor2: z.boolean(),
    onlayReg: z.boolean(),
    onlayReg2: z.boolean(),
    thirdPartyLogin: z.boolean(),
  }),
});
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

import type { LanguageType } from '@openfair/contract';
import type { AppContext } from '../../core/context';
import { type MediaUrl, mediaUrls } from '../../core/media-url';
import type { Call } from '../../core/route';
import { resolveViewer, type Viewer } from '../../core/visibility';
import type { Db } from '../../db/client';
import { type CatalogReadModel, catalogReadModel } from './read-model';

/** What every catalog read needs: the instance, the fair, the reader's language and who is looking. */
export type CatalogContext = {
  app: AppContext;
  db: Db;
  exhibitionId: string;
  lang: LanguageType;
  viewer: Viewer;
  /** the client's address (behind TRUST_PROXY, the forwarded one): a guest's tourist budget is keyed on it */
  clientKey: string;
  readModel: CatalogReadModel;
  /** stored media keys as the URLs a response carries */
  media: MediaUrl;
};

/** The catalog context of a call: built once per request, handed to every catalog service. */
export function catalogContext(
  call: Pick<Call<unknown>, 'app' | 'exhibitionId' | 'lang' | 'session' | 'clientKey'>,
): CatalogContext {
  return catalogContextFor(call.app, {
    exhibitionId: call.exhibitionId,
    lang: call.lang,
    viewer: resolveViewer(call.exhibitionId, call.session),
    clientKey: call.clientKey,
  });
}

/** The same for a known viewer (jobs and tests that read the catalog outside a request). */
export function catalogContextFor(
  app: AppContext,
  who: { exhibitionId: string; lang: LanguageType; viewer: Viewer; clientKey?: string },
): CatalogContext {
  return {
    app,
    db: app.db,
    clientKey: 'local',
    ...who,
    readModel: app.use(catalogReadModel),
    media: mediaUrls(app.storage),
  };
}

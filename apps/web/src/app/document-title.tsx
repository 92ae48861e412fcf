import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { documentTitle, useScreenNameFor } from '../lib/document-title';
import { useSession } from '../lib/session-store';
import { useConfigurationInformation } from '../shared/configuration/configuration.api';
import { fairNameOf } from '../shared/configuration/fair-name';
import { useRouteMeta } from './route-meta';

const HOME_TITLE_KEY = 'common:routes.home';

/** The title of the last render, for the server renderer's <title> (the browser sets it in an effect). */
let renderedTitle = '';
export const lastRenderedTitle = (): string => renderedTitle;

/**
 * Keeps the tab title on the current screen, in the interface language: the name a screen gave its page
 * (a product, an exhibitor), else the route's title (per `:type` where the route has one), followed by
 * the fair's name. The home page is titled by the fair alone.
 */
export function DocumentTitle() {
  const meta = useRouteMeta();
  // The shell sits above the screen's route: the deepest match has its `:type`.
  const matches = useMatches();
  const params = matches[matches.length - 1]?.params ?? {};
  const typeKey = params.type ? meta.typeTitleKeys?.[params.type] : undefined;
  const titleKey = typeKey ?? meta.titleKey;
  // A few titles live in a screen's namespace, fetched with the screen: wait for it rather than suspend
  // the whole shell (the title updates when it arrives).
  const namespace = titleKey.includes(':') ? titleKey.split(':')[0]! : 'common';
  const { t } = useTranslation(namespace, { useSuspense: false });
  const language = useSession((s) => s.language);
  const { data: info } = useConfigurationInformation();
  const { pathname } = useLocation();
  const screenName = useScreenNameFor(pathname);
  const routeTitle = titleKey === HOME_TITLE_KEY ? undefined : t(titleKey);
  const title = documentTitle(screenName ?? routeTitle, fairNameOf(info, language));
  renderedTitle = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

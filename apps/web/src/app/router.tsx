import { createBrowserRouter } from 'react-router';
import { buildRouteObjects } from './routes';
import { getBasePath } from './runtime-config';

/** The browser router: history mode under BASE_PATH (spec 000 §2). */
export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(), { basename: getBasePath() || '/' });
}

import { createBrowserRouter } from 'react-router';
import { getBasePath } from '../lib/runtime-config';
import { buildRouteObjects } from './routes';

/** The browser router: history mode under BASE_PATH (spec 000 §2). */
export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(), { basename: getBasePath() || '/' });
}

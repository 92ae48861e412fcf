// What other areas may use of the catalog: its routes, the context every catalog read takes, the home
// page's hot samples, and the search index for data written outside a running instance (seeding) and
// for the back office's edits.

export { catalogModule } from './catalog.routes';
export { type CatalogContext, catalogContext, catalogContextFor } from './catalog-context';
export { automaticHotSamples, featuredHotSampleIds, hotExhibitorSamples } from './hot-showcase.service';
export {
  refreshExhibitorProducts,
  refreshExhibitorVector,
  refreshSearchVectors,
  searchVectorSql,
} from './search-index.service';
export { exhibitorSearchText, productSearchText, toTsQuery } from './search-text';
export { setTrendHidden } from './search-trend.recorder';

export { isDatabaseEmpty, type SeedSummary, seedDemoData } from './demo.seed';
export {
  DEMO_ACCOUNTS,
  DEMO_COUNTS,
  DEMO_MOBILES,
  DEMO_PASSWORD,
  generateDemoData,
} from './demo-data.generator';
export { DEMO_CATEGORIES } from './word-lists';

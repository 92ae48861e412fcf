export {
  DEMO_ACCOUNTS,
  DEMO_COUNTS,
  DEMO_MOBILES,
  DEMO_PASSWORD,
  type DemoData,
  generateDemoData,
} from './demo/index';
export { isDatabaseEmpty, type SeedSummary, seedDemoData } from './demo.seed';
export { DEMO_CATEGORIES } from './word-lists';

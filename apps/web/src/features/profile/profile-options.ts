/**
 * Choice lists of the second info step. The contract stores business nature and purchase categories as
 * plain strings and shows no list call, so the web offers stable keys (labels in the profile
 * namespace; the business natures are the contract's list, which the demo data uses too). The first
 * eight category keys are the exhibitor/product category keys of the server's catalogue, so a
 * buyer's interests line up with how exhibitors are classified.
 */
export { BusinessNatures } from '@openfair/contract';

export const PurchaseCategories = [
  'consumer-electronics',
  'home-garden',
  'textiles',
  'gifts',
  'lighting',
  'machinery',
  'sports-outdoors',
  'auto-parts',
  'furniture',
  'kitchenware',
  'toys-baby',
  'health-beauty',
  'food-beverage',
  'bags-shoes',
  'jewelry-watches',
  'office-stationery',
  'hardware-tools',
  'building-materials',
  'electrical-equipment',
  'medical-supplies',
  'packaging-printing',
  'chemicals-plastics',
  'agriculture',
  'pet-supplies',
] as const;

/** Purchase categories a visitor may pick, at most (spec 001 §5: product category choice capped at 80). */
export const PURCHASE_CATEGORY_MAX = 80;

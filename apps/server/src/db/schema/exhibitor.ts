import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsvector } from './common';
import { exhibitionRef, userAccountRef } from './session';

/** An exhibiting company (spec 001 §3 exhibitor profile); bilingual fields side by side. */
export const exhibitors = pgTable(
  'exhibitors',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    /** code staff enter to bind their account to this exhibitor */
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    enIntroduction: text('en_introduction').notNull().default(''),
    logo: text('logo').notNull().default(''),
    hotImage: text('hot_image').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video').notNull().default(''),
    countryCode: text('country_code').notNull().default('CN'),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    /** English place names where the gazetteer has none (a city abroad); empty reads the gazetteer */
    provinceEn: text('province_en').notNull().default(''),
    cityEn: text('city_en').notNull().default(''),
    address: text('address').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    floor: text('floor').notNull().default(''),
    boothArea: text('booth_area').notNull().default(''),
    boothNumber: text('booth_number').notNull().default(''),
    website: text('website').notNull().default(''),
    brand: text('brand').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    fax: text('fax').notNull().default(''),
    email: text('email').notNull().default(''),
    contacts: text('contacts').notNull().default(''),
    contactsEn: text('contacts_en').notNull().default(''),
    /** who the company sends to the fair's conferences and matchmaking meetings */
    conferenceContacts: text('conference_contacts').notNull().default(''),
    conferenceContactsEn: text('conference_contacts_en').notNull().default(''),
    mainBusinessScope: text('main_business_scope').notNull().default(''),
    enMainBusinessScope: text('en_main_business_scope').notNull().default(''),
    companyScale: text('company_scale').notNull().default(''),
    registeredCapital: text('registered_capital').notNull().default(''),
    attendanceTimes: integer('attendance_times').notNull().default(0),
    listed: boolean('listed').notNull().default(false),
    url3d: text('url3d').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** the company's main category (cards, filters): the first of `categories` */
    category: text('category').notNull().default(''),
    /** up to three product categories the company names (spec 001 §5) */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    isDemo: boolean('is_demo').notNull().default(false),
    /** ExhibitorPackage, set by the organizer: 'upgraded' may sign up for sourcing meetings */
    package: text('package').notNull().default('basic'),
    /** segmented zh/en words of names, brand, tags and introduction */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
  },
  (t) => [
    index('exhibitors_search_idx').using('gin', t.searchVector),
    uniqueIndex('exhibitors_code_uq').on(t.exhibitionId, t.code),
    index('exhibitors_exhibition_idx').on(t.exhibitionId, t.createdAt),
  ],
);

export const exhibitorEmployees = pgTable(
  'exhibitor_employees',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    exhibitorId: text('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    userAccountId: userAccountRef(),
    name: text('name').notNull(),
    position: text('position').notNull().default(''),
    /** English name and position for English readers; empty falls back to the fields above */
    nameEn: text('name_en').notNull().default(''),
    positionEn: text('position_en').notNull().default(''),
    /** resident identity number, checked when saved; shown masked in lists */
    idCard: text('id_card').notNull().default(''),
    /** storage key of the employee's photo */
    photo: text('photo').notNull().default(''),
    admin: boolean('admin').notNull().default(false),
    resigned: boolean('resigned').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exhibitor_employees_account_uq').on(t.exhibitionId, t.userAccountId),
    index('exhibitor_employees_exhibitor_idx').on(t.exhibitorId),
  ],
);

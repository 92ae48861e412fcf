ALTER TABLE "exhibitor_employees" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitor_employees" ADD COLUMN "position_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "province_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "city_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "contacts_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "company_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "position_en" text DEFAULT '' NOT NULL;
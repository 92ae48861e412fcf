ALTER TABLE "exhibitors" ADD COLUMN "conference_contacts" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "conference_contacts_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "main_business_scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "en_main_business_scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The main category the cards show becomes the first of the company's categories.
UPDATE "exhibitors" SET "categories" = jsonb_build_array("category") WHERE "category" <> '';

ALTER TABLE "exhibitor_employees" ADD COLUMN "id_card" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitor_employees" ADD COLUMN "photo" text DEFAULT '' NOT NULL;
CREATE TABLE "vip_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"passport_number" text NOT NULL,
	"passport_photo" text NOT NULL,
	"photo" text NOT NULL,
	"full_name" text NOT NULL,
	"sex_title" text NOT NULL,
	"company_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "review_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD CONSTRAINT "vip_applications_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD CONSTRAINT "vip_applications_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_applications_account_uq" ON "vip_applications" USING btree ("exhibition_id","user_account_id");--> statement-breakpoint
CREATE INDEX "vip_applications_review_idx" ON "vip_applications" USING btree ("exhibition_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "visitors_review_idx" ON "visitors" USING btree ("exhibition_id","review_status","submitted_at");--> statement-breakpoint
-- Registrations completed before reviews existed were accepted as they were: they count as approved.
UPDATE "visitors" SET "review_status" = 'approved', "submitted_at" = "visitors"."created_at", "reviewed_at" = now() FROM "exhibition_users" WHERE "exhibition_users"."exhibition_id" = "visitors"."exhibition_id" AND "exhibition_users"."user_account_id" = "visitors"."user_account_id" AND "exhibition_users"."subject_type" = 'VISITOR' AND "exhibition_users"."complete_exhibition_registration";

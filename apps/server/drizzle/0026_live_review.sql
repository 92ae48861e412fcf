ALTER TABLE "live_activity_types" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "review_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lives_review_idx" ON "lives" USING btree ("exhibition_id","review_status","submitted_at","id");--> statement-breakpoint
-- Lives made before the review existed were already shown to visitors: they stay shown (approved).
UPDATE "lives" SET "review_status" = 'approved', "reviewed_at" = now();

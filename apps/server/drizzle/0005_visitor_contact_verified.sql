ALTER TABLE "visitors" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "mobile_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The contacts a visitor registered with were proven by a code; anything else typed later was not.
UPDATE "visitors" AS v SET
  "email_verified" = (v."email" <> '' AND lower(v."email") = lower(coalesce(a."email", ''))),
  "mobile_verified" = (v."mobile" <> '' AND v."mobile" = coalesce(a."mobile", ''))
FROM "user_accounts" AS a WHERE a."id" = v."user_account_id";

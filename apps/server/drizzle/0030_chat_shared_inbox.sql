ALTER TABLE "chat_conversations" ADD COLUMN "inbox_exhibitor_id" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_claimed_by_user_accounts_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_inbox_idx" ON "chat_conversations" USING btree ("exhibition_id","inbox_exhibitor_id") WHERE "chat_conversations"."inbox_exhibitor_id" is not null and "chat_conversations"."claimed_by" is null;
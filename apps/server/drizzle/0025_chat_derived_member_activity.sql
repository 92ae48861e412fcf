DROP INDEX "chat_members_list_idx";--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "last_message_seq" bigint;--> statement-breakpoint
UPDATE "chat_conversations" AS c SET "last_message_seq" = m."seq" FROM "chat_messages" AS m WHERE m."id" = c."last_message_id";--> statement-breakpoint
CREATE INDEX "chat_messages_media_key_idx" ON "chat_messages" USING btree (("payload" ->> 'key')) WHERE "chat_messages"."type" in ('image', 'video', 'file');--> statement-breakpoint
CREATE INDEX "chat_members_list_idx" ON "chat_members" USING btree ("exhibition_id","user_account_id");--> statement-breakpoint
ALTER TABLE "chat_members" DROP COLUMN "last_message_at";
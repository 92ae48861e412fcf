CREATE TABLE "chat_mail_digests" (
	"exhibition_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "chat_mail_digests_exhibition_id_user_account_id_pk" PRIMARY KEY("exhibition_id","user_account_id")
);
--> statement-breakpoint
ALTER TABLE "chat_mail_digests" ADD CONSTRAINT "chat_mail_digests_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mail_digests" ADD CONSTRAINT "chat_mail_digests_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_recent_idx" ON "chat_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_time_idx" ON "chat_messages" USING btree ("conversation_id","created_at");
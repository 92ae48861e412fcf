-- A type deleted while a live was saved with it left the live pointing nowhere: such lives have no type.
UPDATE "lives" SET "activity_type_id" = NULL WHERE "activity_type_id" IS NOT NULL AND "activity_type_id" NOT IN (SELECT "id" FROM "live_activity_types");--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_activity_type_id_live_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."live_activity_types"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "products" ADD COLUMN "mix_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mix_slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_mix_idx" ON "products" USING btree ("exhibition_id","mix_round","mix_slot","id");--> statement-breakpoint
-- Existing products get the order the server keeps from now on (list-order.service.ts refreshListOrder).
UPDATE "products" SET "mix_round" = r.n, "mix_slot" = hashtext("products"."exhibitor_id")
  FROM (SELECT "id", (row_number() OVER (PARTITION BY "exhibitor_id" ORDER BY "sort", "created_at" DESC, "id") - 1)::int AS n
          FROM "products") AS r
 WHERE "products"."id" = r."id";

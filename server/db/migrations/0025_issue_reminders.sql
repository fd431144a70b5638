ALTER TABLE "reminders" DROP CONSTRAINT "reminders_due_given";--> statement-breakpoint
DROP INDEX "reminders_once_key";--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "issue_id" uuid;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "form_id" uuid;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_issue_fk" FOREIGN KEY ("company_id","issue_id") REFERENCES "public"."issues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_form_fk" FOREIGN KEY ("company_id","form_id") REFERENCES "public"."inspection_forms"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issues_assignee_idx" ON "issues" USING btree ("company_id","assignee_id","created_at") WHERE "issues"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "reminders_issue_idx" ON "reminders" USING btree ("company_id","issue_id") WHERE "reminders"."issue_id" is not null;--> statement-breakpoint
CREATE INDEX "reminders_form_idx" ON "reminders" USING btree ("company_id","form_id") WHERE "reminders"."form_id" is not null;--> statement-breakpoint
CREATE INDEX "vehicles_out_of_service_idx" ON "vehicles" USING btree ("company_id","is_active","license_plate","id") WHERE "vehicles"."open_critical_issues" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_key" ON "reminders" USING btree (coalesce("issue_id", "document_id", "vehicle_id"),"item",coalesce("form_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("due_date", '-infinity'::date),coalesce("due_km", -1),"status","week");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_issue_given" CHECK (("reminders"."item" = 'issue') = ("reminders"."issue_id" is not null));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_form_given" CHECK (("reminders"."item" = 'inspection') = ("reminders"."form_id" is not null));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_due_given" CHECK ("reminders"."due_date" is not null or "reminders"."due_km" is not null or "reminders"."item" = 'issue');
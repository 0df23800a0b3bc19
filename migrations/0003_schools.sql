CREATE TABLE "adoptions" (
	"school_year" text NOT NULL,
	"school_code" text NOT NULL,
	"class_year" integer NOT NULL,
	"section" text NOT NULL,
	"study_plan" text NOT NULL,
	"subject" text NOT NULL,
	"isbn" text NOT NULL,
	"grade_code" text,
	"region" text NOT NULL,
	"new_adoption" boolean NOT NULL,
	"must_buy" boolean NOT NULL,
	"recommended" text,
	"list_price_cents" integer,
	CONSTRAINT "adoptions_school_year_school_code_class_year_section_study_plan_subject_isbn_pk" PRIMARY KEY("school_year","school_code","class_year","section","study_plan","subject","isbn")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"isbn" text PRIMARY KEY NOT NULL,
	"is_isbn" boolean NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"authors" text,
	"publisher" text,
	"volume" text,
	"list_price_cents" integer,
	"cover_url" text,
	"description" text,
	"enriched" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ministry_imports" (
	"file" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"school_year" text,
	"region" text,
	"data_date" text,
	"rows" integer NOT NULL,
	"imported" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"code" text PRIMARY KEY NOT NULL,
	"school_year" text NOT NULL,
	"area" text,
	"region" text NOT NULL,
	"province" text NOT NULL,
	"municipality" text NOT NULL,
	"municipality_code" text,
	"name" text NOT NULL,
	"address" text,
	"cap" text,
	"institute_code" text,
	"institute_name" text,
	"grade_type" text,
	"characteristic" text,
	"statale" boolean NOT NULL,
	"regione_autonoma" boolean NOT NULL,
	"email" text,
	"pec" text,
	"website" text,
	"search_text" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "adoptions_region_year_idx" ON "adoptions" USING btree ("region","school_year");--> statement-breakpoint
CREATE INDEX "schools_region_idx" ON "schools" USING btree ("region","province","municipality");--> statement-breakpoint
CREATE INDEX "schools_institute_idx" ON "schools" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "schools_search_trgm_idx" ON "schools" USING gin ("search_text" gin_trgm_ops);
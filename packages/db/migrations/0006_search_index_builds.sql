CREATE TABLE "search_index_builds" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);

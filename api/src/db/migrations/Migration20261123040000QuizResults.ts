import { Migration } from '@mikro-orm/migrations';

export class Migration20261123040000QuizResults extends Migration {
  override up(): void {
    // report_mail_id names the outbox mail carrying the report: "report sent" is that mail's status (no copy to keep in step).
    this.addSql(`create table "quiz_result" (
      "id" uuid not null,
      "name" varchar(200) not null,
      "email" varchar(254) not null,
      "phone" varchar(30) not null default '',
      "overall_score" int not null check ("overall_score" between 0 and 100),
      "score_level" text not null,
      "category_scores" jsonb not null,
      "answers" jsonb not null,
      "report_mail_id" uuid null,
      "follow_up_count" int not null default 0,
      "last_follow_up_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "quiz_result_pkey" primary key ("id")
    );`);
    this.addSql('create index "quiz_result_created_at_index" on "quiz_result" ("created_at" desc, "id" desc);');
  }

  override down(): void {
    this.addSql('drop table if exists "quiz_result" cascade;');
  }
}

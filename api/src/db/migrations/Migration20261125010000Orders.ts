import { Migration } from '@mikro-orm/migrations';

/**
 * One order model for every checkout (docs/payments.md, docs/decisions/0021). `checkout_payment` (one row per
 * payment we started) and the paid-only cart `customer_order` become one `customer_order`: written before the
 * payment exists, with its lines and total, its product, its business details and its state. What a paid order
 * makes (formations, subscriptions, intakes) points at it by `order_id`. Existing rows are carried over.
 */
export class Migration20261125010000Orders extends Migration {
  override up(): void {
    this.addSql('alter table "customer_order" rename to "paid_cart_order_before_orders";');
    this.addSql('alter table "paid_cart_order_before_orders" rename constraint "customer_order_pkey" to "paid_cart_order_before_orders_pkey";');
    this.addSql(
      'alter table "paid_cart_order_before_orders" rename constraint "customer_order_payment_intent_id_unique" to "paid_cart_order_before_orders_pi_unique";',
    );
    this.addSql('alter index "customer_order_created_at_index" rename to "paid_cart_order_before_orders_created_at_index";');
    this.addSql('alter index "customer_order_email_index" rename to "paid_cart_order_before_orders_email_index";');
    this.addSql('create sequence "customer_order_number_seq" start with 10001;');
    this.addSql(`create table "customer_order" (
      "id" uuid not null,
      "number" bigint not null default nextval('customer_order_number_seq'),
      "checkout_key" uuid null,
      "kind" text not null check ("kind" in ('entity', 'plan', 'retainer', 'cart')),
      "product_id" text not null,
      "description" varchar(300) not null,
      "status" text not null default 'pending' check ("status" in ('pending', 'paid', 'failed', 'refunded', 'canceled')),
      "provider" text not null check ("provider" in ('simulated', 'stripe')),
      "payment_intent_id" text null,
      "provider_subscription_id" text null,
      "client_secret" text null,
      "currency" text not null default 'usd',
      "subtotal_cents" bigint not null,
      "discount_cents" bigint not null default 0,
      "total_cents" bigint not null check ("total_cents" > 0),
      "lines" jsonb not null,
      "email" varchar(254) not null,
      "name" varchar(200) not null,
      "phone" varchar(30) null,
      "business_name" varchar(200) null,
      "details" jsonb not null default '{}',
      "ssn_encrypted" text null,
      "ssn_last4" varchar(4) null,
      "last_payment_error" text null,
      "paid_at" timestamptz null,
      "refunded_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "customer_order_pkey" primary key ("id"),
      constraint "customer_order_number_unique" unique ("number"),
      constraint "customer_order_payment_intent_id_unique" unique ("payment_intent_id")
    );`);
    this.addSql('alter sequence "customer_order_number_seq" owned by "customer_order"."number";');
    this.addSql('create index "customer_order_created_at_index" on "customer_order" ("created_at" desc, "id" desc);');
    this.addSql('create index "customer_order_email_index" on "customer_order" (lower("email"));');
    this.addSql(
      'create index "customer_order_provider_subscription_id_index" on "customer_order" ("provider_subscription_id") where "provider_subscription_id" is not null;',
    );
    // A checkout attempt has one pending order at a time, however many tabs or retries race.
    this.addSql(
      `create unique index "customer_order_pending_checkout_key_unique" on "customer_order" ("checkout_key") where "status" = 'pending' and "checkout_key" is not null;`,
    );

    // Carry the started checkouts over. Lines and descriptions are rebuilt from what each row kept.
    this.addSql(`insert into "customer_order" ("id", "kind", "product_id", "description", "status", "provider", "payment_intent_id", "provider_subscription_id",
        "subtotal_cents", "discount_cents", "total_cents", "lines", "email", "name", "phone", "business_name", "details", "ssn_encrypted", "ssn_last4", "paid_at", "created_at")
      select c."id",
        case c."kind" when 'subscription' then 'plan' when 'simple' then 'retainer' else c."kind" end,
        case c."kind" when 'entity' then (c."details"->>'entityType') || '-formation' when 'subscription' then c."plan_id" || '-plan'
          when 'simple' then c."plan_id" || '-retainer' else 'cart-services' end,
        case c."kind" when 'entity' then 'Entity formation (' || upper(coalesce(c."details"->>'entityType', '')) || ') in ' || coalesce(c."details"->>'state', '')
          when 'subscription' then initcap(c."plan_id") || ' plan' when 'simple' then initcap(c."plan_id") || ' retainer'
          else jsonb_array_length(coalesce(c."details"->'lines', '[]')) || ' services' end,
        case c."status" when 'succeeded' then 'paid' else 'pending' end,
        c."provider", c."payment_intent_id", c."provider_subscription_id",
        coalesce((c."details"->>'subtotalCents')::bigint, c."amount_cents"), coalesce((c."details"->>'discountCents')::bigint, 0), c."amount_cents",
        case when c."kind" = 'cart' then coalesce((select jsonb_agg(jsonb_build_object('id', l->>'serviceId', 'title', l->>'title', 'quantity', (l->>'quantity')::int,
            'unitCents', (l->>'unitCents')::bigint, 'lineCents', (l->>'lineCents')::bigint)) from jsonb_array_elements(c."details"->'lines') l), '[]')
          else jsonb_build_array(jsonb_build_object('id', case c."kind" when 'entity' then (c."details"->>'entityType') || '-formation' when 'subscription' then c."plan_id" || '-plan' else c."plan_id" || '-retainer' end,
            'title', case c."kind" when 'entity' then 'Entity formation' else initcap(c."plan_id") end, 'quantity', 1, 'unitCents', c."amount_cents", 'lineCents', c."amount_cents")) end,
        coalesce(c."email", ef."email", ''), coalesce(c."name", ef."contact_name", ''),
        coalesce(c."details"->>'phone', c."details"->>'responsiblePartyPhone', ef."phone"),
        coalesce(c."details"->>'company', c."details"->>'businessName', ef."business_name"),
        c."details" - 'lines' - 'subtotalCents' - 'discountCents' - 'ssnLast4', c."ssn_encrypted", c."details"->>'ssnLast4',
        c."completed_at", c."created_at"
      from "checkout_payment" c left join "entity_formation" ef on ef."payment_intent_id" = c."payment_intent_id";`);
    this.addSql('drop table "checkout_payment";');
    this.addSql('drop table "paid_cart_order_before_orders";');

    // What a paid order made points at it.
    for (const table of ['entity_formation', 'business_formation', 'subscription']) {
      this.addSql(`alter table "${table}" add column "order_id" uuid null;`);
      // A subscription's first invoice can be reported paid before its payment id is known.
      this.addSql(`alter table "${table}" alter column "payment_intent_id" drop not null;`);
      this.addSql(`update "${table}" t set "order_id" = o."id" from "customer_order" o where o."payment_intent_id" = t."payment_intent_id";`);
      this.addSql(`alter table "${table}" add constraint "${table}_order_id_unique" unique ("order_id");`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete restrict;`,
      );
    }
    // A subscription names its product: `professional-plan`, `enterprise-retainer` (the plan ids of the two pages overlap).
    this.addSql(`update "subscription" set "plan_id" = "plan_id" || '-' || "plan_kind" where "plan_id" not like '%-plan' and "plan_id" not like '%-retainer';`);
    this.addSql(
      'create index "subscription_provider_subscription_id_index" on "subscription" ("provider_subscription_id") where "provider_subscription_id" is not null;',
    );

    this.addSql('alter table "business_intake" add column "order_id" uuid null;');
    this.addSql(
      'alter table "business_intake" add constraint "business_intake_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete set null;',
    );
    this.addSql('create index "business_intake_order_id_index" on "business_intake" ("order_id");');
    // Retainer intakes are named by product, so the $250,000 retainer's is never the $15,000 plan's.
    this.addSql(`update "business_intake" set "plan_type" = "plan_type" || '-retainer' where "plan_type" in ('foundation', 'transformation');`);
  }

  override down(): void {
    // Orders hold every payment's record: going back would lose them. Restore a backup instead.
    throw new Error('Migration20261125010000Orders cannot be undone without losing orders; restore a database backup taken before it.');
  }
}

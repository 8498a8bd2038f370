import { Migration } from '@mikro-orm/migrations';

/**
 * Payments and what they pay for (issue 5). Every record that follows a payment is unique on the
 * provider's payment intent id, so the browser, a retry and the webhook record it once (docs/payments.md#fulfilment).
 */
export class Migration20261123010000Payments extends Migration {
  override up(): void {
    // The simulated provider's own intents (only used when no Stripe keys are configured).
    this.addSql(`create table "simulated_payment_intent" (
      "id" text not null,
      "client_secret" text not null,
      "amount_cents" bigint not null check ("amount_cents" > 0),
      "currency" text not null default 'usd',
      "status" text not null default 'requires_payment_method' check ("status" in ('requires_payment_method', 'processing', 'succeeded', 'canceled')),
      "description" text not null default '',
      "metadata" jsonb not null default '{}',
      "idempotency_key" text null,
      "last_error" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "simulated_payment_intent_pkey" primary key ("id"),
      constraint "simulated_payment_intent_client_secret_unique" unique ("client_secret"),
      constraint "simulated_payment_intent_idempotency_key_unique" unique ("idempotency_key")
    );`);
    // One row per intent we created: what it is for, priced by the server, waiting for the payment.
    this.addSql(`create table "checkout_payment" (
      "id" uuid not null,
      "provider" text not null check ("provider" in ('simulated', 'stripe')),
      "payment_intent_id" text not null,
      "kind" text not null check ("kind" in ('entity', 'subscription', 'simple', 'cart')),
      "amount_cents" bigint not null,
      "email" varchar(254) null,
      "name" varchar(200) null,
      "plan_id" text null,
      "details" jsonb not null default '{}',
      "ssn_encrypted" text null,
      "provider_subscription_id" text null,
      "status" text not null default 'pending' check ("status" in ('pending', 'succeeded', 'failed')),
      "completed_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "checkout_payment_pkey" primary key ("id"),
      constraint "checkout_payment_payment_intent_id_unique" unique ("payment_intent_id")
    );`);
    this.addSql(`create table "entity_formation" (
      "id" uuid not null,
      "payment_intent_id" text not null,
      "business_name" varchar(200) not null,
      "contact_name" varchar(200) not null,
      "email" varchar(254) not null,
      "phone" varchar(20) not null,
      "entity_type" text not null,
      "state" varchar(2) not null,
      "price_cents" bigint not null,
      "status" text not null default 'pending',
      "created_at" timestamptz not null default now(),
      constraint "entity_formation_pkey" primary key ("id"),
      constraint "entity_formation_payment_intent_id_unique" unique ("payment_intent_id")
    );`);
    this.addSql('create index "entity_formation_created_at_index" on "entity_formation" ("created_at" desc, "id" desc);');
    this.addSql('create index "entity_formation_email_index" on "entity_formation" (lower("email"));');
    this.addSql(`create table "business_formation" (
      "id" uuid not null,
      "payment_intent_id" text not null,
      "plan_id" text not null,
      "business_name" varchar(200) not null,
      "business_type" text not null,
      "state_of_formation" varchar(2) not null,
      "responsible_party_name" varchar(200) not null,
      "responsible_party_email" varchar(254) not null,
      "ssn_encrypted" text not null,
      "ssn_last4" char(4) not null,
      "details" jsonb not null,
      "status" text not null default 'pending',
      "created_at" timestamptz not null default now(),
      constraint "business_formation_pkey" primary key ("id"),
      constraint "business_formation_payment_intent_id_unique" unique ("payment_intent_id")
    );`);
    this.addSql('create index "business_formation_created_at_index" on "business_formation" ("created_at" desc, "id" desc);');
    this.addSql('create index "business_formation_email_index" on "business_formation" (lower("responsible_party_email"));');
    this.addSql(`create table "subscription" (
      "id" uuid not null,
      "payment_intent_id" text not null,
      "plan_kind" text not null check ("plan_kind" in ('plan', 'retainer')),
      "plan_id" text not null,
      "plan_name" text not null,
      "email" varchar(254) not null,
      "name" varchar(200) not null,
      "amount_cents" bigint not null,
      "provider_subscription_id" text null,
      "status" text not null default 'active',
      "created_at" timestamptz not null default now(),
      constraint "subscription_pkey" primary key ("id"),
      constraint "subscription_payment_intent_id_unique" unique ("payment_intent_id")
    );`);
    this.addSql('create index "subscription_created_at_index" on "subscription" ("created_at" desc, "id" desc);');
    this.addSql('create index "subscription_email_index" on "subscription" (lower("email"));');
    this.addSql(`create table "customer_order" (
      "id" uuid not null,
      "payment_intent_id" text not null,
      "email" varchar(254) not null,
      "name" varchar(200) not null,
      "company" varchar(200) not null,
      "phone" varchar(30) not null,
      "items" jsonb not null,
      "subtotal_cents" bigint not null,
      "discount_cents" bigint not null,
      "total_cents" bigint not null,
      "status" text not null default 'paid',
      "created_at" timestamptz not null default now(),
      constraint "customer_order_pkey" primary key ("id"),
      constraint "customer_order_payment_intent_id_unique" unique ("payment_intent_id")
    );`);
    this.addSql('create index "customer_order_created_at_index" on "customer_order" ("created_at" desc, "id" desc);');
    this.addSql('create index "customer_order_email_index" on "customer_order" (lower("email"));');
    // Stripe events already handled: a replayed event changes nothing.
    this.addSql(`create table "webhook_event" (
      "id" text not null,
      "type" text not null,
      "created_at" timestamptz not null default now(),
      constraint "webhook_event_pkey" primary key ("id")
    );`);
  }

  override down(): void {
    for (const table of [
      'webhook_event',
      'customer_order',
      'subscription',
      'business_formation',
      'entity_formation',
      'checkout_payment',
      'simulated_payment_intent',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}

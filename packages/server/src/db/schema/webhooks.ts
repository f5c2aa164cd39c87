import type { Generated } from 'kysely';

/** The workspace's webhooks (migration 0031). */

export interface WebhookEndpointsTable {
  id: Generated<number>;
  legal_id: number;
  url: string;
  /** JSON array of event types. */
  events: string;
  enabled: Generated<number>;
  /** whsec_ + base64 of 32 random bytes. */
  secret: string;
  /** The secret before the last rotation, signing alongside until previous_secret_until. */
  previous_secret: string | null;
  previous_secret_until: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  legal_id: number;
  /** msg_…: the webhook-id header, shared by the event's deliveries to the organisation's endpoints. */
  event_id: string;
  event_type: string;
  /** The exact JSON body that is signed and posted. */
  payload: string;
  state: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  created_at: string;
  /** null once delivered or failed. */
  next_attempt_at: string | null;
  /** 24 hours after the event (or after "send again"): no attempt after it. */
  give_up_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_attempt_at: string | null;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_error: Generated<string>;
  delivered_at: string | null;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

/**
 * The provider events we act on, in Stripe's shapes (the built-in test provider
 * sends the same). Parsed with zod: anything else in the payload is ignored, and a
 * payload that does not fit is refused rather than half-applied.
 */
import { z } from 'zod';

const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);

export const checkoutSessionObject = z.object({
  id: z.string(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  metadata,
});

export const subscriptionObject = z.object({
  id: z.string(),
  customer: idOf.nullish(),
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  current_period_end: z.number().int().nullish(),
  metadata,
  items: z.object({
    data: z
      .array(
        z.object({
          price: z.object({
            id: z.string(),
            recurring: z.object({ interval: z.string() }).nullish(),
          }),
          current_period_end: z.number().int().nullish(),
        }),
      )
      .min(1),
  }),
});

/** An invoice; newer Stripe API versions name its subscription under `parent`. */
export const invoiceObject = z
  .object({
    id: z.string(),
    customer: idOf.nullish(),
    subscription: idOf.nullish(),
    parent: z
      .object({ subscription_details: z.object({ subscription: idOf.nullish() }).nullish() })
      .nullish(),
    period_end: z.number().int().nullish(),
  })
  .transform(({ parent, ...invoice }) => ({
    ...invoice,
    subscription: invoice.subscription ?? parent?.subscription_details?.subscription ?? null,
  }));

export const eventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export type ProviderEvent = z.infer<typeof eventEnvelope>;
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObject>;
export type SubscriptionObject = z.infer<typeof subscriptionObject>;
export type InvoiceObject = z.infer<typeof invoiceObject>;

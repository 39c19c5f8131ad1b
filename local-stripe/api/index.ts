import { accountRoutes } from "./accounts";
import { catalogRoutes } from "./catalog";
import { checkoutRoutes } from "./checkout-sessions";
import { couponRoutes } from "./coupons";
import { customerRoutes } from "./customers";
import { eventRoutes } from "./events";
import { invoiceRoutes } from "./invoices";
import { paymentMethodRoutes } from "./payment-methods";
import { paymentRoutes } from "./payments";
import { portalConfigurationRoutes } from "./portal-configurations";
import { portalSessionRoutes } from "./portal-sessions";
import type { Route } from "./router";
import { subscriptionRoutes } from "./subscriptions";
import { testClockRoutes } from "./test-clocks";
import { webhookEndpointRoutes } from "./webhook-endpoints";

/** Every Stripe API call the local Stripe answers. */
export const apiRoutes: Route[] = [
  ...accountRoutes,
  ...catalogRoutes,
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...checkoutRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...eventRoutes,
  ...webhookEndpointRoutes,
  ...testClockRoutes,
  ...portalConfigurationRoutes,
  ...portalSessionRoutes,
  ...paymentRoutes,
  ...couponRoutes,
];

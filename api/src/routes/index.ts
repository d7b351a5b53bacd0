// Every route of the API in one list, mounted in this order by the app (app.ts).
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { adminRoutes } from './admin.ts';
import { analyticsRoutes } from './analytics.ts';
import { authRoutes } from './auth.ts';
import { blueprintRoutes } from './blueprints.ts';
import { buildRoutes } from './build.ts';
import { cartRoutes } from './cart.ts';
import { couponRoutes } from './coupons.ts';
import { designRoutes } from './designs.ts';
import { emailRoutes } from './email.ts';
import { fulfilmentRoutes } from './fulfilment.ts';
import { healthRoutes } from './health.ts';
import { imageFileRoutes, imageRoutes } from './images.ts';
import { inventoryRoutes } from './inventory.ts';
import { orderRoutes } from './orders.ts';
import { outboxRoutes } from './outbox.ts';
import { paymentRoutes } from './payment.ts';
import { shippingRoutes } from './shipping.ts';
import { userRoutes } from './users.ts';
import { validateRoutes } from './validate.ts';

// Every route in one list: [mount path, factory]. Each factory returns a chained `new Hono()`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each factory's app has its own env and schema
type RouteFactory = (deps: AppDeps) => Hono<any, any, any>;
export const routes: Array<[string, RouteFactory]> = [
  ['/api/health', healthRoutes],
  ['/api/user', userRoutes],
  ['/api/auth', authRoutes],
  ['/api/validate', validateRoutes],
  ['/api/inventory', inventoryRoutes],
  ['/api/cart', cartRoutes],
  ['/api/designs', designRoutes],
  ['/api/coupon', couponRoutes],
  ['/api/email', emailRoutes],
  ['/api/analytics', analyticsRoutes],
  ['/api/admin/outbox', outboxRoutes],
  ['/api/images', imageRoutes],
  ['/images', imageFileRoutes],
  ['/api/shipping', shippingRoutes],
  ['/api/payment', paymentRoutes],
  ['/api/orders', orderRoutes],
  ['/api/blueprints', blueprintRoutes],
  ['/api/build', buildRoutes],
  ['/api/admin', adminRoutes],
  ['/api/admin', fulfilmentRoutes],
];

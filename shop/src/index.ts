// @brixilated/shop: the shop's rules in one place for the web app and the API. Import them from here by
// name; the palette, studs a plate and the edit history are mosaic-core's and re-exported here.
export * from './build.ts';
export * from './carriers.ts';
export * from './colormap.ts';
export * from './contact.ts';
export * from './delivery.ts';
export * from './designs.ts';
export * from './kit.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './orders.ts';
export * from './plates.ts';
export * from './sizes.ts';
export * from './states.ts';
export * from './zips.ts';
export type * from './exact.ts';
export type * from './wire.ts';

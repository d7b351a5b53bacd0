// What the order wizard offers the other features: they import from here, never from its files.
export { startWithPhoto, type PhotoStart, type StartSize } from './startWithPhoto';

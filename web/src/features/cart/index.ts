// What the cart feature offers the other features: they import from here, never from its files.
export { ItemRow, ItemTable, ItemThumb, QuantityInput, finishText, itemSizeText, parseQuantity } from './ItemTable';

// BrickLink: the part a stud is, each palette colour's BrickLink colour id, and the pick list as a BrickLink
// wanted list (the XML that BrickLink's "Upload" of a wanted list takes).
import { PALETTE_SIZE, type PickList } from '@brixilated/shop';
import paletteJson from 'mosaic-core/palette.json';
import bricklinkColors from './bricklink-colors.json';

/** Every stud of a Brix is a 1 x 1 round plate: BrickLink item type P (part), item 4073. */
export const STUD_PART = { itemType: 'P', itemId: '4073', name: 'Plate, Round 1 x 1' } as const;

/**
 * BrickLink's colour id for each Rebrickable colour id of the palette, from bricklink-colors.json (its
 * `source` names where the ids come from: Rebrickable's colour table, `external_ids.BrickLink`).
 */
export const BRICKLINK_COLOR_BY_REBRICKABLE: Readonly<Record<number, number>> = Object.freeze(
  Object.fromEntries(bricklinkColors.colors.map((color) => [color.rebrickableId, color.bricklinkId])),
);

/** BrickLink's colour id of each palette colour, by palette index. */
const BY_INDEX: readonly number[] = paletteJson.colors.map((color) => {
  const id = BRICKLINK_COLOR_BY_REBRICKABLE[color.rebrickableId];
  if (id === undefined)
    throw new Error(
      `No BrickLink colour for palette colour ${color.index} (${color.name}, Rebrickable ${color.rebrickableId})`,
    );
  return id;
});
if (BY_INDEX.length !== PALETTE_SIZE)
  throw new Error(`palette.json lists ${BY_INDEX.length} colours, not ${PALETTE_SIZE}`);

/** BrickLink's colour id of a palette colour (by palette index). */
export function bricklinkColorId(index: number): number {
  const id = BY_INDEX[index];
  if (id === undefined) throw new RangeError(`No palette colour ${index}`);
  return id;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** The characters XML 1.0 forbids in a document: control characters but tab and newlines, U+FFFE, U+FFFF. */
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** Text or attribute content for XML: the five special characters escaped, characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);
}

/**
 * A BrickLink wanted list of a pick list's bricks: one ITEM a colour, MINQTY = count plus spares, REMARKS
 * naming the shop's colour code. Base plates and connectors are not BrickLink parts the shop buys there.
 */
export function wantedListXml(list: PickList, remarks: string): string {
  const items = list.colors.map((line) =>
    [
      '  <ITEM>',
      `    <ITEMTYPE>${STUD_PART.itemType}</ITEMTYPE>`,
      `    <ITEMID>${escapeXml(STUD_PART.itemId)}</ITEMID>`,
      `    <COLOR>${line.bricklinkColor}</COLOR>`,
      `    <MINQTY>${line.total}</MINQTY>`,
      `    <REMARKS>${escapeXml(`${remarks}: colour ${line.code} ${line.name}`)}</REMARKS>`,
      '  </ITEM>',
    ].join('\n'),
  );
  return ['<INVENTORY>', ...items, '</INVENTORY>', ''].join('\n');
}

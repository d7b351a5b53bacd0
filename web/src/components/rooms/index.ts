// The room-background preview: five sample rooms, and a picture hung on the wall at true scale.
import { ROOM_SCENES } from './scenes';

export { RoomPreview, type RoomPreviewProps } from './RoomPreview';
export { RoomPicker } from './RoomPicker';
export { SIZE_CODE_PLATES, SIZE_CODES, platesFor, sampleImageUrl, type Plates, type SizeCode } from './sizes';

/** The five sample rooms, in display order; the gallery shows the first four. */
export const ROOMS: { id: string; name: string }[] = ROOM_SCENES.map(({ id, name }) => ({ id, name }));

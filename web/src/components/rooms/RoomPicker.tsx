import { PillChoice } from '../PillChoice';
import { ROOM_SCENES } from './scenes';

export interface RoomPickerProps {
  value: string;
  onChange: (roomId: string) => void;
  /** Which rooms to offer (ids); all five by default. */
  roomIds?: string[];
  /** The group's visible label. */
  legend?: string;
  /** Choices offered after the rooms (such as the shopper's own wall). */
  extra?: { id: string; name: string }[];
}

/** A row of room choices (radio buttons styled as pills), keyboard-usable with the arrow keys. */
export function RoomPicker({ value, onChange, roomIds, legend = 'Room', extra = [] }: RoomPickerProps) {
  const rooms = [...(roomIds ? ROOM_SCENES.filter((r) => roomIds.includes(r.id)) : ROOM_SCENES), ...extra];
  return (
    <PillChoice
      legend={legend}
      options={rooms.map(({ id, name }) => ({ id, name }))}
      value={value}
      onChange={onChange}
    />
  );
}
